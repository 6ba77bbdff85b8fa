import type { WireCall } from '../define-call';
import type * as S from '../shapes';

/** The second-factor modal shows the message beside the code input. */
export const loginVerification: WireCall<{ body: S.SecondFactorRequest }, S.LoginValue> = { method: 'POST', path: '/wps/session/login/verification', encrypted: true, auth: 'public', alert: 'caller' };
