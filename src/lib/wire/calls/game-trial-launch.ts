import type { WireCall } from '../define-call';
import type * as S from '../shapes';

/** Trial play for visitors (public). No dialog: the trial page tells the player itself, with a retry; 10 s like a launch. */
export const gameTrialLaunch: WireCall<{ params: S.TrialLaunchParams }, S.GameUrlValue> = { method: 'GET', path: '/wps/relay/GCS_gameTrialLaunch', auth: 'public', alert: 'caller', timeoutMs: 10_000 };
