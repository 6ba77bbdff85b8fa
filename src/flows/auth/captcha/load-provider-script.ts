import { checkedUrl } from '@/policy/checked-navigation';

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
 *
 * No tag is inserted before its URL passed `scriptRefusal`: a path base stays on this page's
 * origin, an absolute one must be one of the allowed script origins (the bases that are exact
 * https origins, http only on loopback hosts). A refused base is logged and skipped.
 *
 * `integrity`: the file's Subresource Integrity pin (the manifest's geetest.scriptIntegrity for
 * this path), set on every tag with crossorigin="anonymous": a base that serves other bytes is
 * refused by the browser (an error, like a 404) and the next base is tried.
 */
export async function loadProviderScript(
  bases: readonly string[],
  path: string,
  global: string,
  signal?: AbortSignal,
  integrity?: string,
): Promise<string | null> {
  if (defined(global)) return null;
  for (const base of bases) {
    if (signal?.aborted) break;
    const url = base.replace(/\/+$/, '') + path;
    const refusal = scriptRefusal(url, allowedScriptOrigins(bases));
    if (refusal) {
      console.warn(`Captcha: the script ${url} is not loaded: ${refusal}.`);
      continue;
    }
    if ((await loadScript(url, signal, integrity)) && defined(global)) return base;
  }
  throw new Error(`the captcha script ${path} could not be loaded from ${bases.join(', ') || 'any base'}`);
}

/**
 * The captcha's allowed script origins: the bases that are exact origins (a trailing slash aside).
 *   allowedScriptOrigins(['https://static.geetest.com/', '/__sandbox/x', '//evil.example']) → ['https://static.geetest.com']
 */
export function allowedScriptOrigins(bases: readonly string[]): string[] {
  return bases.flatMap((base) => {
    const origin = base.replace(/\/+$/, '');
    return URL.canParse(origin) && new URL(origin).origin === origin ? [origin] : [];
  });
}

/**
 * Why a script URL may not be inserted, or null when it may: a path ("/x", never "//x" or "/\\x")
 * stays on the page's origin; anything else goes through the checked navigation's rules
 * (https, or http on loopback; no user info, whitespace or backslashes) against `allowed`.
 */
export function scriptRefusal(url: string, allowed: readonly string[], pageOrigin: string = location.origin): string | null {
  if (/^\/(?![/\\])/.test(url)) return checkedUrl(pageOrigin + url, [pageOrigin]) ? null : 'it is not a plain same-origin path';
  return checkedUrl(url, allowed) ? null : 'its origin is not one of the allowed script origins (geetest.scriptBases)';
}

const defined = (global: string) => typeof (window as unknown as Record<string, unknown>)[global] === 'function';

/** One <script> with a time-out; true when it loaded. A failed tag is removed again. */
function loadScript(url: string, signal?: AbortSignal, integrity?: string): Promise<boolean> {
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
    if (integrity) {
      // Set before the tag goes in: its fetch is then a CORS request checked against the pin.
      script.setAttribute('integrity', integrity);
      script.setAttribute('crossorigin', 'anonymous');
    }
    script.src = url;
    script.onload = () => finish(true);
    script.onerror = () => finish(false);
    document.head.appendChild(script);
  });
}
