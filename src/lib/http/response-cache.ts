// The optional GET cache (a call's row opts in): sessionStorage, keyed by the request's Language
// header and the full URL (query string included), holding the unwrapped `value`. Storage that is blocked or full
// (private mode, quota) is ignored: the call simply goes to the network.
//
//   sessionStorage['http-cache:EN https://m.a.com/wps/system/country?_=ACME'] = '{"v":{"countries":[...]}}'

/** Exported for clear-response-cache.ts (a lazy module): the key prefix of every entry. */
export const PREFIX = 'http-cache:';

function storage(): Storage | undefined {
  try {
    return (globalThis as { sessionStorage?: Storage }).sessionStorage;
  } catch {
    return undefined; // some browsers throw on mere access when storage is disabled
  }
}

export function readCached(url: string): { value: unknown } | undefined {
  try {
    const raw = storage()?.getItem(PREFIX + url);
    if (raw === null || raw === undefined) return undefined;
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed === 'object' && parsed !== null && 'v' in parsed) return { value: (parsed as { v: unknown }).v };
  } catch {
    // unreadable entry: treat as a miss
  }
  return undefined;
}

export function writeCached(url: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + url, JSON.stringify({ v: value }));
  } catch {
    // quota exceeded or storage blocked: caching is an optimization only
  }
}

export function dropCached(url: string): void {
  try {
    storage()?.removeItem(PREFIX + url);
  } catch {
    // ignore
  }
}
