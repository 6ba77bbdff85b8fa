import type { WireCall } from '../define-call';
import type * as R from '../shapes-rewards';

type None = Record<never, never>;

/** The new-member tasks with their progress (this product's decision); the page says itself when it fails, with Retry. */
export const noviceTasks: WireCall<None, R.NoviceTasksValue> = { method: 'GET', path: '/wps/relay/MCSFE_getNoviceTasks', auth: 'token', alert: 'caller' };
