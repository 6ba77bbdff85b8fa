import type { WireCall } from '../define-call';
import type * as S from '../shapes';

/** The real launch: 10 s (the game-launch limit). No dialog: the launch page shows the timeout or the server's message itself, with Retry and Back. */
export const launchGame: WireCall<{ params: S.LaunchGameParams }, S.GameUrlValue> = { method: 'GET', path: '/wps/game/launchGame', auth: 'token', alert: 'caller', timeoutMs: 10_000 };
