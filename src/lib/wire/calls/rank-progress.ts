import type { WireCall } from '../define-call';
import type * as S from '../shapes';

type None = Record<never, never>;

/** The optional VIP progress widget: hidden when it fails. */
export const rankProgress: WireCall<None, S.RankProgressValue> = { method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankProgress', auth: 'token', alert: 'caller' };
