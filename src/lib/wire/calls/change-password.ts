import type { WireCall } from '../define-call';
import type * as S from '../shapes';

/** The change-password page shows the server's message. */
export const changePassword: WireCall<{ body: S.ChangePasswordRequest }, null> = { method: 'POST', path: '/wps/member/password', encrypted: true, auth: 'token', alert: 'caller' };
