import type { WireCall } from '../define-call';
import type * as S from '../shapes';

export const launchGame: WireCall<{ params: S.LaunchGameParams }, S.GameUrlValue> = { method: 'GET', path: '/wps/game/launchGame', auth: 'token', alert: 'dialog', timeoutMs: 10_000 };
