// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PromotionType } from '@/runtime/merchant-manifest.generated';
import { goToButton, hasVipBenefit, type GoToContext, type GoToPlayer } from './goto-rules';

// The promotion types and their targets, as the demo manifests map them.
const TABLE: Record<PromotionType, string> = {
  LOGIN: '/m/activity/signIn', REGISTER: '/m/activity/noviceTask', SAVIOR: '/m/activity/rescue',
  DEPOSIT: '/m/voucherCenter', FIRST_DEPOSIT: '/m/voucherCenter', SECOND_DEPOSIT: '/m/voucherCenter', THIRD_DEPOSIT: '/m/voucherCenter',
  FOURTH_DEPOSIT: '/m/voucherCenter', FIFTH_DEPOSIT: '/m/voucherCenter', DEPOSIT_COUNT: '/m/voucherCenter', DEPOSIT_BET_BONUS: '/m/voucherCenter',
  REFERRAL: '/m/inviteFriends', MISSION: '/m/leaderBoard', UPGRADE_BONUS: '/m/member/benefits', APP_DOWNLOAD: 'download-handler',
};
const member = (type: number, vipBenefit = true): GoToPlayer => ({ type, vipBenefit });
const ctx = (target: GoToContext['target'], o: Partial<GoToContext> = {}): GoToContext => ({ target, download: true, login: '/m/login', back: '/m/activity?id=7', ...o });

describe('goToButton: every row of the table', () => {
  for (const [type, target] of Object.entries(TABLE)) {
    it(`${type} → ${target}`, () => {
      expect(goToButton(type, member(0), ctx(target))).toEqual(target === 'download-handler' ? { kind: 'download' } : { kind: 'route', path: target });
    });
  }
});

describe('goToButton: rules', () => {
  it('is hidden when the type maps nowhere, or the download handler has no link to offer', () => {
    expect(goToButton('MISSION', member(0), ctx(null))).toEqual({ kind: 'hidden', why: 'no-target' });
    expect(goToButton('APP_DOWNLOAD', member(0), ctx('download-handler', { download: false }))).toEqual({ kind: 'hidden', why: 'no-target' });
    expect(goToButton('APP_DOWNLOAD', null, ctx('download-handler', { download: false }))).toEqual({ kind: 'hidden', why: 'no-target' });
  });

  it('shows for member types 0, 1 and 2 only: hidden for type 4 and any other', () => {
    for (const type of [0, 1, 2]) expect(goToButton('DEPOSIT', member(type), ctx('/m/voucherCenter')).kind).toBe('route');
    for (const type of [3, 4, 5, 99]) {
      for (const t of Object.keys(TABLE)) expect(goToButton(t, member(type), ctx(TABLE[t as PromotionType]))).toEqual({ kind: 'hidden', why: 'member-type' });
    }
  });

  it('REFERRAL only for type 0', () => {
    expect(goToButton('REFERRAL', member(0), ctx('/m/inviteFriends'))).toEqual({ kind: 'route', path: '/m/inviteFriends' });
    expect(goToButton('REFERRAL', member(1), ctx('/m/inviteFriends'))).toEqual({ kind: 'hidden', why: 'referral-type' });
    expect(goToButton('REFERRAL', member(2), ctx('/m/inviteFriends'))).toEqual({ kind: 'hidden', why: 'referral-type' });
    expect(goToButton('DEPOSIT', member(1), ctx('/m/voucherCenter')).kind).toBe('route'); // the rule is REFERRAL's alone
  });

  it('UPGRADE_BONUS only with the VIP benefit flag', () => {
    expect(goToButton('UPGRADE_BONUS', member(0, true), ctx('/m/member/benefits'))).toEqual({ kind: 'route', path: '/m/member/benefits' });
    expect(goToButton('UPGRADE_BONUS', member(0, false), ctx('/m/member/benefits'))).toEqual({ kind: 'hidden', why: 'vip-benefit' });
    expect(goToButton('MISSION', member(0, false), ctx('/m/leaderBoard')).kind).toBe('route'); // UPGRADE_BONUS's alone
  });

  it('offers a visitor the login, back to this promotion; nothing without a login route', () => {
    expect(goToButton('LOGIN', null, ctx('/m/activity/signIn'))).toEqual({ kind: 'login', path: '/m/login?returnTo=%2Fm%2Factivity%3Fid%3D7' });
    expect(goToButton('LOGIN', member(-1), ctx('/m/activity/signIn')).kind).toBe('login');
    expect(goToButton('LOGIN', null, ctx('/m/activity/signIn', { login: null }))).toEqual({ kind: 'hidden', why: 'member-type' });
  });

  it('reads the VIP benefit flag from clubLabel type AUTO', () => {
    expect(hasVipBenefit({ type: 'AUTO' })).toBe(true);
    expect(hasVipBenefit({ type: 'auto' })).toBe(true);
    expect(hasVipBenefit({ type: 'MANUAL' })).toBe(false);
    expect(hasVipBenefit(null)).toBe(false);
  });
});
