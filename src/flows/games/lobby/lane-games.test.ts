// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { laneGames } from './lane-games';

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
  it('has no tiles for a lane without gameClassify', () => {
    expect(laneGames({ title: 'Fish', gameCount: 0, cards: [{ accountTypeName: 'FISH', displayName: 'Fishing' }] })).toEqual({ category: 'FISH', games: [] });
  });
});
