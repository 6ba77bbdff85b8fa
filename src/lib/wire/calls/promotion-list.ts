import type { WireCall } from '../define-call';
import type * as S from '../shapes';

/** Public (visitors may see the promotions); the page shows its own error with a retry. */
export const promotionList: WireCall<{ params: { platform: 'M' } }, S.PromotionListValue> = { method: 'GET', path: '/wps/relay/MCSFE_getPromotionList', auth: 'public', alert: 'caller' };
