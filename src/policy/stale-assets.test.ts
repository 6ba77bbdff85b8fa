// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decideStaleAssetAction, GUARD_WINDOW_MS, staleAssetTarget } from './stale-assets';

describe('stale assets', () => {
  it.each(['home', 'game', 'login', 'register', 'memberHome'])('%s reloads in place', (screen) => {
    expect(staleAssetTarget({ screen })).toBe('reload');
  });

  it.each(['activity', 'voucherCenter', 'changePassword', 'launchGame', 'feedback'])('%s goes to /m/home', (screen) => {
    expect(staleAssetTarget({ screen })).toBe('go-home');
  });

  it('reloads once, then asks instead of looping', () => {
    const now = 1_000_000;
    expect(decideStaleAssetAction({ screen: 'home' }, now, null)).toEqual({ kind: 'reload' });
    expect(decideStaleAssetAction({ screen: 'home' }, now, now - 1000)).toEqual({ kind: 'ask' });
    expect(decideStaleAssetAction({ screen: 'activity' }, now, now - GUARD_WINDOW_MS)).toEqual({ kind: 'go-home' });
  });
});
