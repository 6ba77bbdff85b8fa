import { beforeEach, describe, expect, it } from 'vitest';
import { addRecent, forgetShelves, gameKey, readShelf, RECENT_MAX, shelfKey, toggleFavourite, type TileGame } from './game-shelf';

const game = (n: number, vendor = 'PGSOFT'): TileGame => ({ vendor, gameCode: `g${n}`, name: `Game ${n}`, image: `/games/${vendor}/g${n}.jpg` });

beforeEach(() => {
  localStorage.clear();
  forgetShelves();
});

describe('game shelf', () => {
  it('keeps favourites per merchant and per player, visitors in their own bucket', () => {
    toggleFavourite(shelfKey('luckyvn', 'demo'), game(1));
    toggleFavourite(shelfKey('luckyvn', null), game(2));
    forgetShelves();
    expect(readShelf(shelfKey('luckyvn', 'demo')).favourites.map(gameKey)).toEqual(['PGSOFT/g1']);
    expect(readShelf(shelfKey('luckyvn', null)).favourites.map(gameKey)).toEqual(['PGSOFT/g2']);
    expect(readShelf(shelfKey('goldcrest', 'demo')).favourites).toEqual([]);
  });

  it('a second toggle removes the favourite', () => {
    const key = shelfKey('luckyvn', 'demo');
    toggleFavourite(key, game(1));
    toggleFavourite(key, game(2));
    toggleFavourite(key, { ...game(1), vendor: 'pgsoft' });
    expect(readShelf(key).favourites.map(gameKey)).toEqual(['PGSOFT/g2']);
  });

  it('keeps the last 12 launched games, newest first, each once', () => {
    const key = shelfKey('luckyvn', 'demo');
    for (let n = 1; n <= 15; n++) addRecent(key, game(n));
    addRecent(key, game(10));
    const recent = readShelf(key).recent.map((g) => g.gameCode);
    expect(recent).toHaveLength(RECENT_MAX);
    expect(recent.slice(0, 3)).toEqual(['g10', 'g15', 'g14']);
    expect(recent.filter((c) => c === 'g10')).toHaveLength(1);
    expect(recent).not.toContain('g3');
  });

  it('keeps what a lottery tile launches with: its card type and prize mode', () => {
    const key = shelfKey('luckyvn', 'demo');
    const lottery: TileGame = { vendor: 'VNLOTTO', gameCode: 'VN_LOTTO_MB', name: 'Xổ số Miền Bắc', accountTypeName: 'LOTT', prizeMode: 'STANDARD' };
    toggleFavourite(key, lottery);
    addRecent(key, lottery);
    forgetShelves();
    const shelf = readShelf(key);
    expect(shelf.favourites[0]).toMatchObject({ accountTypeName: 'LOTT', prizeMode: 'STANDARD' });
    expect(shelf.recent[0]).toMatchObject({ accountTypeName: 'LOTT', prizeMode: 'STANDARD' });
  });

  it('reads a damaged record as empty and skips malformed games', () => {
    localStorage.setItem(shelfKey('luckyvn', 'x'), '{not json');
    expect(readShelf(shelfKey('luckyvn', 'x'))).toEqual({ favourites: [], recent: [] });
    localStorage.setItem(shelfKey('luckyvn', 'y'), JSON.stringify({ favourites: [game(1), { vendor: 3 }, null], recent: 'x' }));
    expect(readShelf(shelfKey('luckyvn', 'y'))).toEqual({ favourites: [game(1)], recent: [] });
  });
});
