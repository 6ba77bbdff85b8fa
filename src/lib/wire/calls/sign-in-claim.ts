import type { WireCall } from '../define-call';
import type * as R from '../shapes-rewards';

/**
 * Claims today's sign-in reward (this product's decision). Idempotent by `idempotencyKey`; the page
 * shows a failure beside the button and retries with the same key, so the timeout is short (8 s).
 */
export const signInClaim: WireCall<{ body: R.ClaimRequest & { timeZone: string } }, R.ClaimAnswer<R.SignInCalendarValue>> = { method: 'POST', path: '/wps/relay/MCSFE_claimSignIn', auth: 'token', alert: 'caller', timeoutMs: 8000 };
