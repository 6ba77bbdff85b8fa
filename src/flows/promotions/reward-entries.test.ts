// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PromotionRoute } from '@/runtime/steps/targets';
import { rewardEntries } from './reward-entries';

const targets = (map: Record<string, PromotionRoute>) => ({
  promotion: (t: string) => map[t] ?? null,
  activity: (id?: string | null) => (id ? `/m/activity?id=${id}` : '/m/activity'),
});
const value = {
  list: [{ id: 501, promotionType: 'APP_DOWNLOAD', title: 'App' }, { id: 502, promotionType: 'REFERRAL', title: 'Invite' }],
  availablePromotions: { APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: true, count: 3 } },
};

describe('rewardEntries', () => {
  it('leads the app download to its promotion and the referral to its route, with their counts', () => {
    expect(rewardEntries(value, targets({ APP_DOWNLOAD: 'download-handler', REFERRAL: '/m/inviteFriends' }))).toEqual([
      { type: 'APP_DOWNLOAD', count: 1, href: '/m/activity?id=501' },
      { type: 'REFERRAL', count: 3, href: '/m/inviteFriends' },
    ]);
  });
  it('leaves out a disabled offer, and an offer with nowhere to go', () => {
    const off = { ...value, availablePromotions: { ...value.availablePromotions, REFERRAL: { enabled: false, count: 3 } } };
    expect(rewardEntries(off, targets({ APP_DOWNLOAD: 'download-handler', REFERRAL: '/m/inviteFriends' })).map((e) => e.type)).toEqual(['APP_DOWNLOAD']);
    const nowhere = { promotion: () => null, activity: () => null };
    expect(rewardEntries(value, nowhere)).toEqual([]);
    expect(rewardEntries(null, targets({}))).toEqual([]);
  });
});
