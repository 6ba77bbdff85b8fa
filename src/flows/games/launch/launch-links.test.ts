// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { launchPath, trialPath } from './launch-links';

describe('launch links', () => {
  it('launchPath carries vendor, code, the card type as playType and the page to come back to', () => {
    const url = new URL(launchPath('/m/launchGame', { vendor: 'VNLOTTO', gameCode: 'VN_LOTTO_MB', accountTypeName: 'LOTT' }, '/m/game?category=LOTT&q=a b'), 'http://x');
    expect(url.pathname).toBe('/m/launchGame');
    expect(Object.fromEntries(url.searchParams)).toEqual({ vendor: 'VNLOTTO', code: 'VN_LOTTO_MB', playType: 'LOTT', backUrl: '/m/game?category=LOTT&q=a b' });
  });

  it('trialPath carries the trial call’s gameId and nodeId, and the name for the page title', () => {
    const url = new URL(trialPath('/m/trialGame', { vendor: 'JILI', gameCode: 'super-ace', gameId: '22-1', nodeId: 22, name: 'Super Ace' }, '/m/home'), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ gameId: '22-1', nodeId: '22', vendor: 'JILI', code: 'super-ace', name: 'Super Ace', backUrl: '/m/home' });
  });
});
