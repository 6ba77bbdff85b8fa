import type { WireCall } from '../define-call';
import type * as S from '../shapes';

type None = Record<never, never>;

/** No authorization; the gift of the download bar: hidden when it fails. */
export const availablePromotions: WireCall<None, S.PromotionsValue> = { method: 'GET', path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', auth: 'none', alert: 'caller' };
