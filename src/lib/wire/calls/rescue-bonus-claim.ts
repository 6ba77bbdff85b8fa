import type { WireCall } from '../define-call';
import type * as R from '../shapes-rewards';

/** Claims yesterday's rescue (this product's decision); idempotent by key, failure shown beside the button (8 s). */
export const rescueBonusClaim: WireCall<{ body: R.ClaimRequest & { lossDate: string; timeZone: string } }, R.ClaimAnswer<R.RescueBonusValue>> = { method: 'POST', path: '/wps/relay/MCSFE_claimRescueBonus', auth: 'token', alert: 'caller', timeoutMs: 8000 };
