import { defineCall } from '../define-call';
import type * as S from '../shapes';

export const launchGame = defineCall<{ params: S.LaunchGameParams }, S.GameUrlValue>({ method: 'GET', path: '/wps/game/launchGame', auth: 'token', alert: 'dialog', timeoutMs: 10_000 });
