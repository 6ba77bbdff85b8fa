import type { WireCall } from '../define-call';
import type * as S from '../shapes';

/**
 * The synchronous variant of the trial launch (this product's design of a call known only by
 * name): the relay waits for the game server and hands back its answer as it came, `statusCode`
 * and `body` (the game server's JSON: `{gameUrl}`, or its error). Used where the manifest says
 * `games.trialLaunch: "sync"`. No dialog: the trial page tells the player itself.
 */
export const gameTrialLaunchSync: WireCall<{ params: S.TrialLaunchParams }, S.TrialLaunchSyncValue> = { method: 'GET', path: '/wps/relay/sync/GCS_gameTrialLaunch', auth: 'public', alert: 'caller', timeoutMs: 10_000 };
