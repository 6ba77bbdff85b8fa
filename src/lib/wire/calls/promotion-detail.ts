import type { WireCall } from '../define-call';
import type * as S from '../shapes';

/** Public; `promotion.not.found` for an unknown or ended id (the page says so, with the list). */
export const promotionDetail: WireCall<{ params: { id: string; platform: 'M' } }, S.PromotionDetailValue> = { method: 'GET', path: '/wps/relay/MCSFE_getPromotionDetail', auth: 'public', alert: 'caller' };
