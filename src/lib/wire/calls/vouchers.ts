import type { WireCall } from '../define-call';
import type * as R from '../shapes-rewards';

type None = Record<never, never>;

/** The player's deposit vouchers and the cashier's deposit page (this product's decision); the page says itself when it fails, with Retry. */
export const vouchers: WireCall<None, R.VouchersValue> = { method: 'GET', path: '/wps/relay/MCSFE_getVouchers', auth: 'token', alert: 'caller' };
