// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { screenOffered } from './offered-screens';

const on = { enabled: true };
const off = { enabled: false };

describe('screenOffered', () => {
  it('offers the reward centre only with its feature on, every other screen always', () => {
    expect(screenOffered('rewardCenter', { rewardCenter: on, chat: on })).toBe(true);
    expect(screenOffered('rewardCenter', { rewardCenter: off, chat: on })).toBe(false);
    for (const screen of ['activity', 'inviteFriends', 'memberBenefits', 'home']) expect(screenOffered(screen, { rewardCenter: off, chat: off })).toBe(true);
  });

  it('offers the chat page only with chat (CBS3) on', () => {
    expect(screenOffered('chat', { rewardCenter: off, chat: on })).toBe(true);
    expect(screenOffered('chat', { rewardCenter: on, chat: off })).toBe(false);
  });
});
