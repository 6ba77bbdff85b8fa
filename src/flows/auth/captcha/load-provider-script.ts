/** The bot-detection script gets 3000 ms per host. */
export const SCRIPT_TIMEOUT_MS = 3_000;

/**
 * Loads the provider's script from the first base that delivers it, in order, each within
 * SCRIPT_TIMEOUT_MS; resolves with the base used, or rejects (the caller turns that into 60204).
 * "Delivered" means the script ran and defined the provider's global: a base answering 200 with
 * something else counts as a failure too. Already defined (an earlier run loaded it): no request.
 *
 *   bases ['/__sandbox/geetest/cdn-a', 'https://static.geetest.com'], path '/v4/gt4.js'
 *   → cdn-a/v4/gt4.js fails at once (404) or is still silent after 3 s → static.geetest.com/v4/gt4.js
 */
export async function loadProviderScript(
  bases: readonly string[],
  path: string,
  global: string,
  signal?: AbortSignal,
): Promise<string | null> {
  if (defined(global)) return null;
  for (const base of bases) {
    if (signal?.aborted) break;
    const url = base.replace(/\/+$/, '') + path;
    if ((await loadScript(url, signal)) && defined(global)) return base;
  }
  throw new Error(`the captcha script ${path} could not be loaded from ${bases.join(', ') || 'any base'}`);
}

const defined = (global: string) => typeof (window as unknown as Record<string, unknown>)[global] === 'function';

/** One <script> with a time-out; true when it loaded. A failed tag is removed again. */
function loadScript(url: string, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    const finish = (ok: boolean) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      script.onload = script.onerror = null;
      if (!ok) script.remove();
      resolve(ok);
    };
    const abort = () => finish(false);
    const timer = setTimeout(abort, SCRIPT_TIMEOUT_MS);
    signal?.addEventListener('abort', abort);
    script.async = true;
    script.src = url;
    script.onload = () => finish(true);
    script.onerror = () => finish(false);
    document.head.appendChild(script);
  });
}
