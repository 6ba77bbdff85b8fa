// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { foldForSearch, searchGames } from './game-search';

const games = [{ name: 'Mahjong Ways' }, { name: 'Xổ số Miền Bắc' }, { name: 'Đá Gà' }, { name: 'สล็อตมังกร' }, { name: 'Fortune Tiger' }, {}];

describe('game search', () => {
  it('ignores case', () => {
    expect(searchGames(games, 'MAHJONG')).toEqual([{ name: 'Mahjong Ways' }]);
    expect(searchGames(games, 'mahjong w')).toEqual([{ name: 'Mahjong Ways' }]);
  });
  it('ignores Vietnamese accents and tone marks, and reads đ as d', () => {
    expect(searchGames(games, 'xo so')).toEqual([{ name: 'Xổ số Miền Bắc' }]);
    expect(searchGames(games, 'MIEN bac')).toEqual([{ name: 'Xổ số Miền Bắc' }]);
    expect(searchGames(games, 'da ga')).toEqual([{ name: 'Đá Gà' }]);
    expect(searchGames(games, 'Xổ')).toEqual([{ name: 'Xổ số Miền Bắc' }]);
  });
  it('finds Thai names by a part of them', () => {
    expect(searchGames(games, 'มังกร')).toEqual([{ name: 'สล็อตมังกร' }]);
    expect(searchGames(games, 'สล็อต')).toEqual([{ name: 'สล็อตมังกร' }]);
  });
  it('finds nothing for a blank query or a name that does not contain it', () => {
    expect(searchGames(games, '  ')).toEqual([]);
    expect(searchGames(games, 'tigerx')).toEqual([]);
  });
  it('folds spaces', () => {
    expect(foldForSearch('  Fortune   Tiger ')).toBe('fortune tiger');
  });
});
