import type { WireCall } from '../define-call';
import type * as R from '../shapes-rewards';

/** Claims one completed new-member task (this product's decision); idempotent by key, failure shown on the task's row (8 s). */
export const noviceTaskClaim: WireCall<{ body: R.ClaimRequest & { taskId: string } }, R.ClaimAnswer<R.NoviceTasksValue>> = { method: 'POST', path: '/wps/relay/MCSFE_claimNoviceTask', auth: 'token', alert: 'caller', timeoutMs: 8000 };
