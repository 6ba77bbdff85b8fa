// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GameLane } from './game-lanes';
import { mapGameCategories } from './game-category-mapper';
import { categoryGames, laneGames, orderLanes } from './lane-games';

type Entry = NonNullable<GameLane['gameClassify']>[number];
const entry = (type: string, ...codes: string[]): Entry => ({ accountTypeName: type, displayName: type, vendors: codes.map((code) => ({ vendor: 'V', gameCode: code, nodeId: 1, name: code })) });
/** A lane whose cards are its entries' types. */
const lane = (title: string, ...entries: Entry[]): GameLane => ({ title, gameCount: 1, cards: entries.map((e) => ({ accountTypeName: e.accountTypeName, displayName: e.displayName })), gameClassify: entries });

describe('lane games', () => {
  it('gives the lane its category and one tile per featured game', () => {
    const lane = laneGames({
      title: 'Slots',
      gameCount: 40,
      cards: [{ accountTypeName: 'rng', displayName: 'Slots' }],
      gameClassify: [
        { accountTypeName: 'RNG', displayName: 'Slots', vendors: [
          { vendor: 'PGSOFT', gameCode: 'tiger', nodeId: 7, gameId: '7-1', name: 'Fortune Tiger', image: '/games/PGSOFT/tiger.jpg', imageWebp: '/games/PGSOFT/tiger.webp', trial: true },
          { vendor: 'JILI', gameCode: 'ace', nodeId: 8, name: 'Super Ace' },
          { vendor: 'PGSOFT', gameCode: 'tiger', nodeId: 7, name: 'Fortune Tiger again' },
          { vendor: 'BARE', gameCode: 'x', nodeId: 9 },
        ] },
      ],
    });
    expect(lane.category).toBe('TCG');
    expect(lane.games.map((g) => g.name)).toEqual(['Fortune Tiger', 'Super Ace']);
    expect(lane.games[0]).toMatchObject({ vendor: 'PGSOFT', gameCode: 'tiger', accountTypeName: 'RNG', trial: true, imageWebp: '/games/PGSOFT/tiger.webp' });
    expect(lane.games[1]!.trial).toBe(false);
  });
  it('a tile carries its entry’s prize mode', () => {
    const { games } = laneGames({ title: 'Lottery', gameCount: 1, cards: [], gameClassify: [{ accountTypeName: 'LOTT', displayName: 'Vietnam Lotto', vendors: [
      { vendor: 'VNLOTTO', gameCode: 'VN_LOTTO_MB', nodeId: 12, name: 'Northern lottery', prizeMode: 'STANDARD' },
      { vendor: 'VNLOTTO', gameCode: 'VN_LOTTO_MN', nodeId: 12, name: 'Southern lottery' },
    ] }] });
    expect(games.map((g) => [g.accountTypeName, g.prizeMode])).toEqual([['LOTT', 'STANDARD'], ['LOTT', undefined]]);
  });
  it('has no tiles for a lane without gameClassify', () => {
    expect(laneGames({ title: 'Fish', gameCount: 0, cards: [{ accountTypeName: 'FISH', displayName: 'Fishing' }] })).toEqual({ category: 'FISH', games: [] });
  });
});

describe('home lanes in the mapper’s order', () => {
  it('a lane whose category was met before joins that category; the others keep the server’s order', () => {
    const lanes = [lane('Slots', entry('RNG', 'a')), lane('Live', entry('LIVE', 'b')), lane('Cards', entry('PVP', 'c')), lane('Sports', entry('SPORTS', 'd'))];
    expect(orderLanes(lanes).map((l) => l.title)).toEqual(['Slots', 'Cards', 'Live', 'Sports']);
    expect(orderLanes(lanes.filter((l) => l.title !== 'Cards'))).toEqual(lanes.filter((l) => l.title !== 'Cards'));
  });

  it('within a lane, the tiles follow their categories’ ordinals, whatever the order of its entries', () => {
    const cards = [{ accountTypeName: 'LOTT', displayName: 'Lotto' }, { accountTypeName: 'ELOTT', displayName: 'E-Lotto' }];
    const [lottery] = orderLanes([{ ...lane('Lottery', entry('ELOTT', 'e1', 'e2'), entry('LOTT', 'l1', 'l2')), cards }]);
    expect(laneGames(lottery!).games.map((g) => g.gameCode)).toEqual(['l1', 'l2', 'e1', 'e2']);
  });

  it('a lane with no category stays after the lane before it', () => {
    const empty: GameLane = { title: 'Fishing', gameCount: 0, cards: [], gameClassify: [] };
    const lanes = [lane('Slots', entry('RNG', 'a')), lane('Live', entry('LIVE', 'b')), empty, lane('Cards', entry('PVP', 'c'))];
    expect(orderLanes(lanes).map((l) => l.title)).toEqual(['Slots', 'Cards', 'Live', 'Fishing']);
    expect(orderLanes([empty, lane('Slots', entry('RNG', 'a'))]).map((l) => l.title)).toEqual(['Fishing', 'Slots']);
  });
});

describe('a game page tab’s games', () => {
  const categories = mapGameCategories([lane('Lottery', entry('LOTT', 'x'), entry('ELOTT', 'y')), lane('Slots', entry('RNG', 'z'))]);
  const games = [
    { gameCode: 'sea', accountTypeName: 'SEA_LOTT' }, { gameCode: 'keno', accountTypeName: 'ELOTT' }, { gameCode: 'vip', accountTypeName: 'VIETNAM_LOTTO' },
    { gameCode: 'mb', accountTypeName: 'lott' }, { gameCode: 'tiger', accountTypeName: 'RNG' }, { gameCode: 'e', accountTypeName: 'ELOTTO' }, { gameCode: 'poker', accountTypeName: 'PVP' },
  ];
  it('holds the derived ids’ games under their parent, by ordinal, the rest in the order they came', () => {
    expect(categoryGames(games, 'LOTT', categories).map((g) => g.gameCode)).toEqual(['mb', 'vip']);
    expect(categoryGames(games, 'ELOTT', categories).map((g) => g.gameCode)).toEqual(['keno', 'e', 'sea']);
    expect(categoryGames(games, 'TCG', categories).map((g) => g.gameCode)).toEqual(['tiger', 'poker']);
    expect(categoryGames(games, 'LIVE', categories)).toEqual([]);
  });
});
