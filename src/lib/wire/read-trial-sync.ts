import type { TrialLaunchSyncValue } from './shapes';

/**
 * Reads the synchronous trial launch's answer (`{statusCode, body}`, the game server's answer
 * passed through). Node-safe: the client and the sandbox's tests read it with the same code.
 *
 *   readTrialSync({ statusCode: 200, body: '{"gameUrl":"https://g/t"}' })  // → { ok: true, gameUrl: 'https://g/t' }
 *   readTrialSync({ statusCode: 503, body: { message: 'Closed' } })        // → { ok: false, status: 503, message: 'Closed' }
 *   readTrialSync({ statusCode: 200, body: {} })                           // → { ok: false, status: 200, message: null }
 */
export type TrialSyncReading = { ok: true; gameUrl: string } | { ok: false; status: number; message: string | null };

function parsedBody(body: TrialLaunchSyncValue['body'] | undefined): Record<string, unknown> | null {
  if (typeof body === 'string') {
    try {
      const parsed: unknown = JSON.parse(body);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
}

export function readTrialSync(value: TrialLaunchSyncValue | null | undefined): TrialSyncReading {
  const status = typeof value?.statusCode === 'number' && Number.isInteger(value.statusCode) ? value.statusCode : 0;
  const body = parsedBody(value?.body);
  if (status >= 200 && status < 300 && typeof body?.gameUrl === 'string' && body.gameUrl) return { ok: true, gameUrl: body.gameUrl };
  return { ok: false, status, message: typeof body?.message === 'string' && body.message ? body.message : null };
}
