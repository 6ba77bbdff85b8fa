import type { WireCall } from '../define-call';
import type * as P from '../shapes-password-reset';

/**
 * The forgot-password page shows every failure by its field itself (mobile.invalid, email.invalid,
 * captcha.*); TOO_MANY_REQUEST_SMS / _EMAIL stay silent in the catalogue and start the countdown.
 */
export const passwordResetCode: WireCall<{ body: P.ResetCodeRequest }, P.ResetCodeValue> = { method: 'POST', path: '/wps/member/password/reset/code', auth: 'public', alert: 'caller' };
