import { baseRequest } from '@/lib/http';

/** GET /wps/system/test/ping (spec section 7). */
export const PING_PATH = '/wps/system/test/ping';
/** Spec section 9: a ping of our own server is aborted after 5 s. */
export const PING_TIMEOUT_MS = 5_000;

/**
 * True when the server answered the ping with a success envelope; never throws.
 *
 *   await pingServer({ timeoutMs: 5_000 })        // this origin, with the Merchant header
 *   await pingServer({ origin: 'https://m2.luckyvn.example', speed: Date.now(), timeoutMs: 10_000, signal })
 *                                                 // one domain of the race: no Authorization, no cookies
 *
 * An HTML page with status 200 (a captive portal, a parked domain) is not an answer. The abort is
 * our own timer rather than axios's timeout, so that a caller's signal and fake timers both work.
 */
export async function pingServer({ origin, speed, timeoutMs, signal }: {
  origin?: string;
  speed?: number;
  timeoutMs: number;
  signal?: AbortSignal;
}): Promise<boolean> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  signal?.addEventListener('abort', abort);
  try {
    if (signal?.aborted) return false;
    const response = await baseRequest({
      method: 'GET',
      url: origin ? origin + PING_PATH : PING_PATH,
      ...(speed === undefined ? {} : { params: { speed } }),
      auth: false,
      offsite: origin !== undefined,
      signal: controller.signal,
    });
    return response.status >= 200 && response.status < 300 && isSuccessEnvelope(response.text);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

function isSuccessEnvelope(text: string): boolean {
  try {
    return (JSON.parse(text) as { success?: unknown } | null)?.success === true;
  } catch {
    return false;
  }
}
