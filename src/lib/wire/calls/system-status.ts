import type { WireCall } from '../define-call';
import type * as S from '../shapes';

/** The app shows its own notice dialog (or the domain-unavailable handling). */
export const systemStatus: WireCall<{ params: S.SystemStatusParams }, S.SystemStatusValue> = { method: 'GET', path: '/wps/system/status', auth: 'public', alert: 'caller' };
