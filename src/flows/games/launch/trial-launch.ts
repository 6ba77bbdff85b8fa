import { api, HttpError } from '@/lib/http';
import type { TrialLaunchParams, TrialLaunchSyncValue } from '@/lib/wire';
import { gameTrialLaunch } from '@/lib/wire/calls/game-trial-launch';
import { gameTrialLaunchSync } from '@/lib/wire/calls/game-trial-launch-sync';
import { readTrialSync } from '@/lib/wire/read-trial-sync';

/**
 * The trial game's URL, by the variant the operator's server speaks (manifest
 * `games.trialLaunch`):
 * - "async" (the default): GET /wps/relay/GCS_gameTrialLaunch → value.gameUrl;
 * - "sync": GET /wps/relay/sync/GCS_gameTrialLaunch → value `{statusCode, body}`, the game
 *   server's own answer passed through; body `{gameUrl}` (or that JSON as text) when statusCode
 *   is 2xx.
 * Both send gameId, nodeId and platform html5; the Language header is the language in use (the
 * session's choice, else the stored one: state/preferences), as for every call.
 *
 * A sync answer that is not a success rejects like a server failure, with the game server's
 * message when it gave one, so the page reads both variants the same way.
 *
 *   readSyncTrial({ statusCode: 200, body: '{"gameUrl":"https://g/t"}' })  // → 'https://g/t'
 *   readSyncTrial({ statusCode: 503, body: { message: 'Closed' } })        // throws HttpError game.trial.failed, 'Closed'
 */
export type TrialVariant = 'async' | 'sync';

export function trialParams(query: URLSearchParams): TrialLaunchParams {
  return { gameId: query.get('gameId') ?? '', nodeId: query.get('nodeId') ?? '', platform: 'html5' };
}

/** The sync answer as the async one reads: the URL, or a rejection like a server failure's. */
export function readSyncTrial(value: TrialLaunchSyncValue): string {
  const reading = readTrialSync(value);
  if (reading.ok) return reading.gameUrl;
  // Without a message of the game server's own, the code is the client's kind (http.<status>), so
  // the page says its own text rather than an English fallback.
  throw new HttpError({ code: reading.message ? 'game.trial.failed' : `http.${reading.status}`, status: reading.status, message: reading.message ?? '' });
}

export async function trialGameUrl(variant: TrialVariant, params: TrialLaunchParams, signal?: AbortSignal): Promise<string> {
  if (variant === 'sync') return readSyncTrial(await api.call(gameTrialLaunchSync, { params, signal }));
  return (await api.call(gameTrialLaunch, { params, signal })).gameUrl;
}
