import type { WireCall } from '../define-call';
import type * as S from '../shapes';

/** The home lanes: empty when it fails. */
export const gameVendors: WireCall<{ params: { platform: 'html5' } }, { data: { lanes: S.GameLane[] } }> = { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', auth: 'public', alert: 'caller' };
