import type { WireCall } from '../define-call';
import type * as S from '../shapes';

/** The network probe (layer 1, 5 s): a failure means "network unstable", a toast of its caller. */
export const ping: WireCall<{ params?: { speed?: number } }, S.PingValue> = { method: 'GET', path: '/wps/system/test/ping', auth: 'none', alert: 'caller', timeoutMs: 5_000 };
