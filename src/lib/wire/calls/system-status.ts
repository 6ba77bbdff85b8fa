import type { WireCall } from '../define-call';
import type * as S from '../shapes';

/**
 * The app shows its own notice dialog (or the domain-unavailable handling). 4 s: start-up waits
 * for this call, and a status that has not answered by then starts the app on the manifest's
 * configuration and is asked again in the background (docs/decisions.md, "A stalled status holds
 * nobody"); its callers never take the http layer's automatic retry (runtime/steps/system-status.ts).
 */
export const systemStatus: WireCall<{ params: S.SystemStatusParams }, S.SystemStatusValue> = { method: 'GET', path: '/wps/system/status', auth: 'public', alert: 'caller', timeoutMs: 4_000 };
