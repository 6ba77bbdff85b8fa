import { api } from '@/lib/http';
import { gameVendors } from '@/lib/wire/calls/game-vendors';
import type { GameCard, GameLane as WireGameLane } from '@/lib/wire';

/** GET /wps/relay/GCSGAME_newGameVendor: the lobby's lanes of game vendors, as home shows them. */
export type GameLane = Pick<WireGameLane, 'title' | 'cards' | 'gameCount'>;
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
  }));
}

let latest: GameLane[] | undefined;

export async function fetchGameLanes(): Promise<GameLane[]> {
  const value = await api.call(gameVendors, { params: { platform: 'html5' }, cache: true });
  return (latest = readLanes(value));
}

/** The lanes of the last answer, if any (start-up asks for them on a landing at home): the home screen's first render shows them without a loading state. */
export const lanesAtHand = (): GameLane[] | undefined => latest;
