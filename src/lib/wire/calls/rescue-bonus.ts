import type { WireCall } from '../define-call';
import type * as R from '../shapes-rewards';

/** Yesterday's net loss and the rescue the player may claim (this product's decision); the page says itself when it fails, with Retry. */
export const rescueBonus: WireCall<{ params: { timeZone: string } }, R.RescueBonusValue> = { method: 'GET', path: '/wps/relay/MCSFE_getRescueBonus', auth: 'token', alert: 'caller' };
