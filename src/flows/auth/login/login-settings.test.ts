// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '@/runtime/steps/build-route-table';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';
import { resolveFeatures } from '@/runtime/steps/resolve-features';
import type { Site } from '@/runtime/site';
import { readStatus } from '@/runtime/steps/system-status';
import validate from '@/runtime/validate-manifest.generated.js';
import { loginSettings } from './login-submit';

function site(id: string, whitelabelVal: Record<string, string> = {}): Site {
  const manifest: unknown = JSON.parse(readFileSync(new URL(`../../../../merchants/${id}/manifest.json`, import.meta.url), 'utf8'));
  if (!validate(manifest)) throw new Error(`${id} is invalid`);
  const status = readStatus({ whitelabelVal });
  return { manifest, features: resolveFeatures(manifest, status), routes: buildRouteTable(manifest.routes), status, assetBase: '/m/' };
}

describe('loginSettings: what a login needs of the site', () => {
  it('takes the live flags through the feature set, not the manifest', () => {
    const manifest = site('luckyvn').manifest as MerchantManifest;
    const live = loginSettings(site('luckyvn', { MOBILEAUTOLOGIN3: manifest.flags.MOBILEAUTOLOGIN3 ? '0' : '1', PWDEXPFORCECHANGE3: manifest.flags.PWDEXPFORCECHANGE3 ? '0' : '1' }));
    expect(live.autoLogin).toBe(!manifest.flags.MOBILEAUTOLOGIN3);
    expect(live.forceChangeOnExpiry).toBe(!manifest.flags.PWDEXPFORCECHANGE3);
  });

  it('resolves the pages a login may end on, and carries the redirect allow-list and the merchant', () => {
    const s = site('goldcrest');
    const settings = loginSettings(s);
    expect(settings.homePath).toBe(s.routes.home.path);
    expect(settings.changePasswordPath).toBe('/m/changePsw');
    expect(settings.redirectAllowList).toEqual(s.manifest.redirectAllowList);
    expect(settings).toMatchObject({ merchantCode: 'GCR', merchantName: s.manifest.displayName, headerColor: s.manifest.theme.headerColor });
  });

  it('falls back to home when the merchant has no change-password page', () => {
    const s = site('luckyvn');
    const routes = buildRouteTable(s.manifest.routes.filter((r) => r.screen !== 'changePassword'));
    expect(loginSettings({ ...s, routes }).changePasswordPath).toBe(routes.home.path);
  });
});
