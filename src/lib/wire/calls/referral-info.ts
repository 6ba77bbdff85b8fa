import type { WireCall } from '../define-call';
import type * as S from '../shapes';

type None = Record<never, never>;

/** Public: with a token the member's own code and counts, without one the programme alone. The page tells failures itself. */
export const referralInfo: WireCall<None, S.ReferralInfoValue> = { method: 'GET', path: '/wps/relay/MCSFE_getReferralInfo', auth: 'public', alert: 'caller' };
