import type { WireCall } from '../define-call';
import type * as S from '../shapes';

/** Fetched by the http layer itself before every encrypted call; a failure is the encrypted call's. */
export const rsaKey: WireCall<{ params: { _: number } }, S.RsaKeyAnswer> = { method: 'GET', path: '/wps/session/key/rsa', auth: 'public', alert: 'caller', bare: true };
