import type { WireCall } from '../define-call';
import type * as S from '../shapes';

/** The login form (and SMS and social sign-in) shows the message and reacts to codes such as login_verify_required. */
export const login: WireCall<{ body: S.LoginRequest }, S.LoginValue> = { method: 'POST', path: '/wps/session/login', encrypted: true, auth: 'public', alert: 'caller' };
