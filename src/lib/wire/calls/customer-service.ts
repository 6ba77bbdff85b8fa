import type { WireCall } from '../define-call';
import type * as S from '../shapes';

type None = Record<never, never>;

/** A fallback source (status failed, or a domain list to race): its failure leaves the other sources. */
export const customerService: WireCall<None, S.CustomerServiceValue> = { method: 'GET', path: '/wps/system/customerService', auth: 'public', alert: 'caller' };
