// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memberEntries, progressPercent, rankLabel } from './member-entries';

const all = (screen: string) => `/m/${screen}`;

describe('memberEntries', () => {
  it('lists every entry whose route the merchant has, in order, then the actions', () => {
    expect(memberEntries({ pathFor: all, offered: () => true, customerService: true, languages: 3 }).map((e) => e.id))
      .toEqual(['activity', 'rewardCenter', 'memberBenefits', 'inviteFriends', 'announcements', 'feedback', 'customerService', 'language']);
  });

  it('leaves out an entry whose route the merchant lacks', () => {
    const pathFor = (screen: string) => (screen === 'inviteFriends' || screen === 'announcements' ? null : all(screen));
    const ids = memberEntries({ pathFor, offered: () => true, customerService: true, languages: 2 }).map((e) => e.id);
    expect(ids).toContain('feedback');
    expect(ids).not.toContain('inviteFriends');
    expect(ids).not.toContain('announcements');
  });

  it('leaves out an entry whose screen is not offered now (the reward centre with REWCEN3 off), even when the route exists', () => {
    const ids = memberEntries({ pathFor: all, offered: (s) => s !== 'rewardCenter', customerService: false, languages: 1 }).map((e) => e.id);
    expect(ids).toContain('activity');
    expect(ids).not.toContain('rewardCenter');
    expect(ids).not.toContain('customerService');
    expect(ids).not.toContain('language');
  });

  it('carries the route table’s path', () => {
    expect(memberEntries({ pathFor: all, offered: (s) => s !== 'rewardCenter', customerService: false, languages: 1 })[0]).toEqual({ id: 'activity', path: '/m/activity' });
  });
});

describe('progressPercent', () => {
  it.each([[0.4, 40], [1, 100], [0, 0], [1.7, 100], [-1, 0], [null, null], [Number.NaN, null]])('%s → %s', (p, expected) => {
    expect(progressPercent(p)).toBe(expected);
  });
});

describe('rankLabel', () => {
  it('prefers the label, then the level, else no rank', () => {
    expect(rankLabel({ hasVip: true, clubLabel: { labelName: 'Gold' }, vipRankLevel: 3 })).toBe('Gold');
    expect(rankLabel({ hasVip: true, clubLabel: null, vipRankLevel: 2 })).toBe('VIP 2');
    expect(rankLabel({ hasVip: false, clubLabel: null, vipRankLevel: null })).toBeNull();
  });
});
