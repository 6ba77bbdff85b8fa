// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildRouteTable } from './build-route-table';
import type { MerchantManifest } from '../merchant-manifest.generated';
import { resolveTargets } from './targets';
import validate from '../validate-manifest.generated.js';

function targets(patch: (m: MerchantManifest) => void = () => undefined, features?: { rewardCenter: { enabled: boolean } }, chat = { enabled: true }) {
  const data: unknown = JSON.parse(readFileSync(new URL('../../../merchants/luckyvn/manifest.json', import.meta.url), 'utf8'));
  if (!validate(data)) throw new Error('invalid');
  patch(data);
  return resolveTargets(data, buildRouteTable(data.routes), features && { ...features, chat });
}

describe('resolveTargets: promotion go-to buttons', () => {
  it('maps every promotion type to its route path', () => {
    expect(targets().promotions).toEqual({
      LOGIN: '/m/activity/signIn', REGISTER: '/m/activity/noviceTask', SAVIOR: '/m/activity/rescue',
      DEPOSIT: '/m/voucherCenter', FIRST_DEPOSIT: '/m/voucherCenter', SECOND_DEPOSIT: '/m/voucherCenter', THIRD_DEPOSIT: '/m/voucherCenter',
      FOURTH_DEPOSIT: '/m/voucherCenter', FIFTH_DEPOSIT: '/m/voucherCenter', DEPOSIT_COUNT: '/m/voucherCenter', DEPOSIT_BET_BONUS: '/m/voucherCenter',
      REFERRAL: '/m/inviteFriends', MISSION: '/m/leaderBoard', UPGRADE_BONUS: '/m/member/benefits', APP_DOWNLOAD: 'download-handler',
    });
  });

  it('follows a merchant that moves a route, and hides the button (null) for no target or an unknown route', () => {
    const t = targets((m) => {
      m.routes.find((r) => r.id === 'voucherCenter')!.path = '/m/vouchers';
      m.promotionTargets.MISSION = null;
      m.routes = m.routes.filter((r) => r.id !== 'inviteFriends');
    });
    expect(t.promotion('DEPOSIT')).toBe('/m/vouchers');
    expect(t.promotion('MISSION')).toBeNull();
    expect(t.promotion('REFERRAL')).toBeNull();
  });

  it('leads nowhere to a screen the merchant does not offer: the reward centre with REWCEN3 off', () => {
    const patch = (m: MerchantManifest) => {
      m.promotionTargets.REFERRAL = 'rewardCenter';
    };
    const off = targets(patch, { rewardCenter: { enabled: false } });
    expect(off.promotion('REFERRAL')).toBeNull();
    expect(off.promotion('DEPOSIT')).toBe('/m/voucherCenter'); // alive for the others
    const on = targets(patch, { rewardCenter: { enabled: true } });
    expect(on.promotion('REFERRAL')).toBe('/m/rewardCenter');
  });

  it('builds the promotions page link on one promotion', () => {
    expect(targets().activity('7 & 8')).toBe('/m/activity?id=7%20%26%208');
    expect(targets().activity(null)).toBe('/m/activity');
    expect(targets((m) => void (m.routes = m.routes.filter((r) => r.screen !== 'activity'))).activity('7')).toBeNull();
  });
});

describe('resolveTargets: chat', () => {
  const t = targets();

  it('sends visitors who tap chat to the chat button’s login route', () => {
    expect(t.chatLogin).toBe('/m/login');
    const moved = targets((m) => {
      m.routes.find((r) => r.id === 'login')!.path = '/m/signin';
    });
    expect(moved.chatLogin).toBe('/m/signin');
  });
});
