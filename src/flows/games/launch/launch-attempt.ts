import { isHttpError, serverMessageOf } from '@/lib/http';

/**
 * One launch call held to a deadline, read as what the page shows next. The call's own timeout
 * (its wire row: 10 s) is not enough alone: the http layer retries a GET once after a timeout, so
 * a slow server could keep the player waiting 20 s. The deadline aborts the call and says
 * "timeout" when no launch came within 10 s, whatever the layer below is doing.
 *
 *   await attemptLaunch((signal) => api.call(launchGame, { params, signal }), 10_000)
 *   // → { kind: 'ok', value: { gameUrl: '…' } }
 *   // → { kind: 'timeout' }                         no answer within 10 s, or ECONNABORTED
 *   // → { kind: 'failed', message: 'Game closed' }  the server's message (null: it gave none)
 */
export type LaunchOutcome<T> = { kind: 'ok'; value: T } | { kind: 'timeout' } | { kind: 'failed'; message: string | null };

export const LAUNCH_DEADLINE_MS = 10_000;

export function attemptLaunch<T>(task: (signal: AbortSignal) => Promise<T>, deadlineMs = LAUNCH_DEADLINE_MS): Promise<LaunchOutcome<T>> {
  const controller = new AbortController();
  return new Promise<LaunchOutcome<T>>((resolve) => {
    const timer = setTimeout(() => {
      controller.abort();
      resolve({ kind: 'timeout' });
    }, deadlineMs);
    task(controller.signal).then(
      (value) => resolve({ kind: 'ok', value }),
      (failure: unknown) => resolve(isHttpError(failure) && failure.code === 'ECONNABORTED' ? { kind: 'timeout' } : { kind: 'failed', message: serverMessageOf(failure) }),
    ).finally(() => clearTimeout(timer));
  });
}
