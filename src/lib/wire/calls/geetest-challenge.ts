import type { WireCall } from '../define-call';
import type * as S from '../shapes';

/** The captcha widget shows its own error; 10 s like the rest of the captcha's loading. */
export const geetestChallenge: WireCall<{ params: { t: number } }, S.GeetestChallenge> = { method: 'GET', path: '/wps/captcha/geetest', auth: 'public', alert: 'caller', timeoutMs: 10_000 };
