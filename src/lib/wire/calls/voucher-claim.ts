import type { WireCall } from '../define-call';
import type * as R from '../shapes-rewards';

/** Claims one voucher into the player's wallet (this product's decision); idempotent by key, failure shown on the voucher (8 s). */
export const voucherClaim: WireCall<{ body: R.ClaimRequest & { voucherId: string } }, R.ClaimAnswer<R.VouchersValue>> = { method: 'POST', path: '/wps/relay/MCSFE_claimVoucher', auth: 'token', alert: 'caller', timeoutMs: 8000 };
