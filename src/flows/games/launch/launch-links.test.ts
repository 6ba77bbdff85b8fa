// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { launchPath, trialPath, type LaunchableGame } from './launch-links';
import { launchShape } from './launch-params';

describe('launch links', () => {
  const query = (game: LaunchableGame, back = '/m/home') => Object.fromEntries(new URL(launchPath('/m/launchGame', game, back), 'http://x').searchParams);

  it('launchPath carries vendor, code, the lottery family as playType, the betting view and the page to come back to', () => {
    const url = new URL(launchPath('/m/launchGame', { vendor: 'VNLOTTO', gameCode: 'VN_LOTTO_MB', accountTypeName: 'LOTT' }, '/m/game?category=LOTT&q=a b'), 'http://x');
    expect(url.pathname).toBe('/m/launchGame');
    expect(Object.fromEntries(url.searchParams)).toEqual({ vendor: 'VNLOTTO', code: 'VN_LOTTO_MB', playType: 'LOTT', lottoView: 'betting', backUrl: '/m/game?category=LOTT&q=a b' });
  });

  it.each([
    ['LOTT', 'LOTT'],
    ['VIETNAM_LOTTO', 'LOTT'],
    ['ELOTT', 'ELOTT'],
    ['ELOTTO', 'ELOTT'],
    ['SEA_LOTT', 'ELOTT'],
    [' sea_lott ', 'ELOTT'],
  ])('a %s tile launches as playType %s: a derived id resolves to its parent', (type, playType) => {
    expect(query({ vendor: 'SEALOTT', gameCode: 'TH_GOV', accountTypeName: type })).toEqual({ vendor: 'SEALOTT', code: 'TH_GOV', playType, lottoView: 'betting', backUrl: '/m/home' });
  });

  it('passes a lottery game’s prize mode as prize_mode, and picks the shape the launch page reads', () => {
    const q = query({ vendor: 'VNLOTTO', gameCode: 'VN_LOTTO_ST45', accountTypeName: 'VIETNAM_LOTTO', prizeMode: 'FAST' }, '/m/game?category=LOTT');
    expect(q).toEqual({ vendor: 'VNLOTTO', code: 'VN_LOTTO_ST45', playType: 'LOTT', lottoView: 'betting', prize_mode: 'FAST', backUrl: '/m/game?category=LOTT' });
    expect(launchShape(new URLSearchParams(q))).toBe('vn-lottery');
    expect(launchShape(new URLSearchParams(query({ vendor: 'SEALOTT', gameCode: 'KENO', accountTypeName: 'SEA_LOTT' })))).toBe('sea-lottery');
  });

  it('a game of another category keeps its card type, with no lottery field even if its entry names a prize mode', () => {
    expect(query({ vendor: 'PGSOFT', gameCode: 'fortune-tiger', accountTypeName: 'RNG', prizeMode: 'X' })).toEqual({ vendor: 'PGSOFT', code: 'fortune-tiger', playType: 'RNG', backUrl: '/m/home' });
    expect(query({ vendor: 'EVO', gameCode: 'baccarat' })).toEqual({ vendor: 'EVO', code: 'baccarat', backUrl: '/m/home' });
  });

  it('trialPath carries the trial call’s gameId and nodeId, and the name for the page title', () => {
    const url = new URL(trialPath('/m/trialGame', { vendor: 'JILI', gameCode: 'super-ace', gameId: '22-1', nodeId: 22, name: 'Super Ace' }, '/m/home'), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ gameId: '22-1', nodeId: '22', vendor: 'JILI', code: 'super-ace', name: 'Super Ace', backUrl: '/m/home' });
  });
});
