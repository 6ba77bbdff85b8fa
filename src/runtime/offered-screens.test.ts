// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { screenOffered } from './offered-screens';

describe('screenOffered', () => {
  it('offers the reward centre only with its feature on, every other screen always', () => {
    expect(screenOffered('rewardCenter', { rewardCenter: { enabled: true } })).toBe(true);
    expect(screenOffered('rewardCenter', { rewardCenter: { enabled: false } })).toBe(false);
    for (const screen of ['activity', 'inviteFriends', 'memberBenefits', 'home']) expect(screenOffered(screen, { rewardCenter: { enabled: false } })).toBe(true);
  });
});
