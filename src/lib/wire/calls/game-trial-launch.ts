import type { WireCall } from '../define-call';
import type * as S from '../shapes';

export const gameTrialLaunch: WireCall<{ params: S.TrialLaunchParams }, S.GameUrlValue> = { method: 'GET', path: '/wps/relay/GCS_gameTrialLaunch', auth: 'public', alert: 'dialog' };
