// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '@/runtime/steps/build-route-table';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';
import { resolveTargets } from '@/runtime/steps/targets';
import validate from '@/runtime/validate-manifest.generated.js';
import luckyvn from '../../../../merchants/luckyvn/manifest.json';
import { activityHref } from './install-data';

function site(patch: (m: MerchantManifest) => void = () => undefined) {
  const manifest = structuredClone(luckyvn) as unknown;
  if (!validate(manifest)) throw new Error('invalid');
  patch(manifest);
  return resolveTargets(manifest, buildRouteTable(manifest.routes));
}

describe('activityHref (the popup’s go-to-activity button)', () => {
  it('goes to the promotions page on the APP_DOWNLOAD promotion when the target is the download handler', () => {
    expect(activityHref(site(), { enabled: true, id: '501' })).toBe('/m/activity?id=501');
    expect(activityHref(site(), { enabled: true, id: null })).toBe('/m/activity');
  });

  it('follows a route the manifest maps APP_DOWNLOAD to', () => {
    expect(activityHref(site((m) => void (m.promotionTargets.APP_DOWNLOAD = 'rewardCenter')), { enabled: true, id: '501' })).toBe('/m/rewardCenter');
  });

  it('is null without a promotions page (the button hides)', () => {
    const s = site((m) => void (m.routes = m.routes.filter((r) => r.screen !== 'activity')));
    expect(activityHref(s, { enabled: true, id: '501' })).toBeNull();
  });
});
