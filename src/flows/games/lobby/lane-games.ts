import type { GameLane } from './game-lanes';
import { categoryIdOf } from './game-category-mapper';
import { gameKey, type TileGame } from './game-shelf';

/**
 * What a home lane shows: its category (the game page's tab its "see all" opens) and its tiles,
 * the featured game of each vendor entry of its gameClassify, each game once.
 *
 *   laneGames({ title: 'Slots', cards: [{ accountTypeName: 'RNG', … }], gameCount: 40,
 *     gameClassify: [{ accountTypeName: 'RNG', displayName: 'Slots', vendors: [{ vendor: 'PGSOFT', gameCode: 'tiger', nodeId: 7, name: 'Fortune Tiger', image: '/games/PGSOFT/tiger.jpg' }] }] })
 *   // → { category: 'TCG', games: [{ vendor: 'PGSOFT', gameCode: 'tiger', accountTypeName: 'RNG', name: 'Fortune Tiger', … }] }
 */
export function laneGames(lane: GameLane): { category: string; games: TileGame[] } {
  const firstType = lane.cards[0]?.accountTypeName ?? lane.gameClassify?.[0]?.accountTypeName ?? '';
  const seen = new Set<string>();
  const games: TileGame[] = [];
  for (const entry of lane.gameClassify ?? []) {
    for (const v of entry.vendors ?? []) {
      // An entry without a game (the spec's bare vendor, gameCode, nodeId) or without a name has no tile.
      if (!v || typeof v.vendor !== 'string' || !v.gameCode || !v.name) continue;
      const game: TileGame = { vendor: v.vendor, gameCode: String(v.gameCode), nodeId: v.nodeId, gameId: v.gameId, name: v.name, trial: v.trial === true, image: v.image, imageWebp: v.imageWebp, accountTypeName: entry.accountTypeName };
      if (seen.has(gameKey(game))) continue;
      seen.add(gameKey(game));
      games.push(game);
    }
  }
  return { category: categoryIdOf(firstType), games };
}
