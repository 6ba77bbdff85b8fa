import type { GameLane } from './game-lanes';
import { categoryIdOf, mapGameCategories, type GameCategories } from './game-category-mapper';
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
  const seen = new Set<string>();
  const games: TileGame[] = [];
  for (const entry of lane.gameClassify ?? []) {
    for (const v of entry.vendors ?? []) {
      // An entry without a game (a bare vendor, gameCode, nodeId) or without a name has no tile.
      if (!v || typeof v.vendor !== 'string' || !v.gameCode || !v.name) continue;
      const game: TileGame = { vendor: v.vendor, gameCode: String(v.gameCode), nodeId: v.nodeId, gameId: v.gameId, name: v.name, trial: v.trial === true, image: v.image, imageWebp: v.imageWebp, accountTypeName: entry.accountTypeName, prizeMode: v.prizeMode };
      if (seen.has(gameKey(game))) continue;
      seen.add(gameKey(game));
      games.push(game);
    }
  }
  return { category: laneCategory(lane), games };
}

/** A lane's category: its first card's, else its first entry's; '' for a lane with neither. */
function laneCategory(lane: GameLane): string {
  return categoryIdOf(lane.cards[0]?.accountTypeName ?? lane.gameClassify?.[0]?.accountTypeName ?? '');
}

/**
 * Home's lanes in the mapper's order, the game page's: each lane by the ordinal of its category
 * (its first card's), and within a lane its gameClassify entries by theirs (a lane whose cards
 * say LOTT then ELOTT shows its LOTT tiles first, whatever the order of its entries). The sort is
 * stable: what the ordinals do not tell apart keeps the server's order. A lane whose category was already met
 * joins the lanes of that category (a Card games lane after Slots, both TCG: a Live lane between
 * them moves after both); a lane with no category (no cards, no entries) stays after the lane
 * before it.
 *
 *   orderLanes([Slots (card RNG), Live casino (LIVE), Card games (PVP)])
 *   // → [Slots, Card games, Live casino]: TCG is 100, LIVE 200
 */
export function orderLanes(lanes: readonly GameLane[]): GameLane[] {
  const categories = mapGameCategories(lanes);
  let previous = 0;
  const keyed = lanes.map((lane) => {
    const category = laneCategory(lane);
    previous = category ? categories.ordinal(category) : previous;
    const gameClassify = lane.gameClassify && [...lane.gameClassify].sort((a, b) => categories.ordinal(a.accountTypeName) - categories.ordinal(b.accountTypeName));
    return { lane: gameClassify ? { ...lane, gameClassify } : lane, key: previous };
  });
  return keyed.sort((a, b) => a.key - b.key).map((k) => k.lane);
}

/**
 * The game page's grid for a tab: the games of that category, derived ids included (a
 * SEA_LOTT game under ELOTT), by ordinal, each vendor's order kept within one ordinal.
 */
export function categoryGames<G extends { accountTypeName?: string }>(games: readonly G[], category: string, categories: GameCategories): G[] {
  const ordinal = (g: G) => categories.ordinal(g.accountTypeName ?? '');
  return games.filter((g) => categories.tabOf(g.accountTypeName ?? '') === category).sort((a, b) => ordinal(a) - ordinal(b));
}
