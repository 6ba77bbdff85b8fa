import { api } from '@/lib/http';
import { gameVendors } from '@/lib/wire/calls/game-vendors';
import type { GameCard, GameLane as WireGameLane } from '@/lib/wire';

/** GET /wps/relay/GCSGAME_newGameVendor: the lobby's lanes of game vendors, as home shows them. */
export type GameLane = Pick<WireGameLane, 'title' | 'cards' | 'gameCount' | 'gameClassify'>;
export type { GameCard };

function readLanes(value: unknown): GameLane[] {
  const lanes = (value as { data?: { lanes?: unknown } } | null)?.data?.lanes;
  if (!Array.isArray(lanes)) return [];
  return lanes.map((lane: Partial<GameLane>) => ({
    title: String(lane.title ?? ''),
    cards: Array.isArray(lane.cards)
      ? lane.cards.map((c: Partial<GameCard>) => ({ accountTypeName: String(c.accountTypeName ?? ''), displayName: String(c.displayName ?? '') }))
      : [],
    gameCount: Number(lane.gameCount ?? 0),
    // The featured games (home's tiles) and the category's vendors (the mapper); an older server sends none.
    gameClassify: Array.isArray(lane.gameClassify) ? lane.gameClassify.filter((c) => c && typeof c === 'object' && Array.isArray(c.vendors)) : [],
  }));
}

let latest: GameLane[] | undefined;
let answeredIn: string | undefined;

/**
 * The lanes, in the player's language: titles and game names come in the request's Language, and
 * the cache is keyed by the URL alone, so a `language` other than the last answer's asks again.
 */
export async function fetchGameLanes(language?: string): Promise<GameLane[]> {
  const refresh = language !== undefined && answeredIn !== undefined && answeredIn !== language;
  const value = await api.call(gameVendors, { params: { platform: 'html5' }, cache: true, flush: refresh });
  if (language !== undefined) answeredIn = language;
  return (latest = readLanes(value));
}

/** The lanes of the last answer, if any (start-up asks for them on a landing at home): the home screen's first render shows them without a loading state. */
export const lanesAtHand = (): GameLane[] | undefined => latest;
