import type { WireCall } from '../define-call';
import type * as S from '../shapes';

type None = Record<never, never>;

/** Public (the level table is the same for everyone); the benefits page shows its own error with a retry. */
export const vipLevels: WireCall<None, S.VipLevelsValue> = { method: 'GET', path: '/wps/relay/MCSFE_getVipLevels', auth: 'public', alert: 'caller' };
