import type { WireCall } from '../define-call';
import type * as P from '../shapes-password-reset';

/**
 * Encrypted: the body carries the new password. The forgot-password page shows the failure by the
 * field it concerns (a wrong, expired or voided code by the code; password.invalid by the password).
 */
export const passwordReset: WireCall<{ body: P.PasswordResetRequest }, P.PasswordResetValue> = { method: 'POST', path: '/wps/member/password/reset', encrypted: true, auth: 'public', alert: 'caller' };
