import { baseRequest, HttpError } from '@/lib/http';
import { ping } from '@/lib/wire/calls/ping';

/** GET /wps/system/test/ping. */
export const PING_PATH = ping.path;
/** A ping of our own server is aborted after 5 s (the row's timeout). */
export const PING_TIMEOUT_MS = ping.timeoutMs ?? 5_000;

/** What a ping found: our server answered; answered badly or too late; or could not be reached at all. */
export type PingOutcome = 'answered' | 'failed' | 'unreachable';

/**
 * True when the server answered the ping with a success envelope; never throws.
 *
 *   await pingServer({ timeoutMs: 5_000 })        // this origin, with the Merchant header
 *   await pingServer({ origin: 'https://m2.luckyvn.example', speed: Date.now(), timeoutMs: 10_000, signal })
 *                                                 // one domain of the race: no Authorization, no cookies
 */
export async function pingServer(options: PingOptions): Promise<boolean> {
  return (await pingOutcome(options)) === 'answered';
}

interface PingOptions {
  origin?: string;
  speed?: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * The ping, with how it failed: 'failed' when a response came that is not a success envelope (an
 * HTTP error, an HTML page with status 200 from a captive portal or a parked domain) or none came
 * before the timeout; 'unreachable' when the request failed at once without any response (the
 * browser is offline, or nothing on the way would talk to it). The abort is our own timer rather
 * than axios's timeout, so that a caller's signal and fake timers both work.
 */
export async function pingOutcome({ origin, speed, timeoutMs, signal }: PingOptions): Promise<PingOutcome> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  signal?.addEventListener('abort', abort);
  try {
    if (signal?.aborted) return 'failed';
    const response = await baseRequest({
      method: 'GET',
      url: origin ? origin + PING_PATH : PING_PATH,
      ...(speed === undefined ? {} : { params: { speed } }),
      auth: false,
      offsite: origin !== undefined,
      signal: controller.signal,
    });
    return response.status >= 200 && response.status < 300 && isSuccessEnvelope(response.text) ? 'answered' : 'failed';
  } catch (error) {
    return error instanceof HttpError && error.code === 'network.error' ? 'unreachable' : 'failed';
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * Which network message a ping of our own server calls for, or null when the line is fine.
 *
 * 'network offline' when the ping could not leave the device: that is the browser's own offline
 * error, and also what a page served by the service worker gets while offline even when
 * `navigator.onLine` still reads true there (seen in Chromium 150; docs/decisions.md). The browser
 * cannot tell that apart from a refused connection, and for the player both mean the same thing:
 * check the connection. 'network unstable' when a response came that is not our answer, or none
 * came within the ping's timeout.
 */
export async function lineProblem(): Promise<'network.offline' | 'network.unstable' | null> {
  const outcome = await pingOutcome({ timeoutMs: PING_TIMEOUT_MS });
  return outcome === 'answered' ? null : outcome === 'unreachable' ? 'network.offline' : 'network.unstable';
}

function isSuccessEnvelope(text: string): boolean {
  try {
    return (JSON.parse(text) as { success?: unknown } | null)?.success === true;
  } catch {
    return false;
  }
}
