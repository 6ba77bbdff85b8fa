/**
 * The "GET /m/index.html, no-cache" check. What it compares
 * (docs/decisions.md): the entry script that the server's index.html names with the one this page
 * is running. They differ when a deploy happened after this page loaded, or when the service
 * worker served this page from an older precache:
 *
 *   running  <script type="module" src="/m/assets/index-Gj4_BvVA.js">
 *   server   <script type="module" crossorigin src="/m/assets/index-Cna62RYf.js">   → stale
 *
 * The asset-manifest hash is kept per device (local storage), so once one tab has seen a new hash
 * the others would never hear of it; this check is per page and catches them.
 * The query parameter keeps the service worker's precached copy out of the answer (no-cache only
 * speaks to the HTTP cache).
 */
export const INDEX_URL = '/m/index.html';

const ENTRY = /<script\b[^>]*\btype=["']?module["']?[^>]*\bsrc=["']([^"']+)["']/i;

export function entryScriptOf(html: string): string | null {
  return ENTRY.exec(html)?.[1] ?? null;
}

export function runningEntryScript(doc: Document): string | null {
  const src = doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src');
  return src ?? null;
}

/** true: the server has another entry; false: the same; null: could not tell (offline, no script). */
export async function pageIsStale(fetchImpl: typeof fetch, doc: Document, now: number): Promise<boolean | null> {
  const running = runningEntryScript(doc);
  if (!running) return null;
  try {
    const response = await fetchImpl(`${INDEX_URL}?_=${now}`, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) return null;
    const served = entryScriptOf(await response.text());
    if (!served) return null;
    return new URL(served, location.href).href !== new URL(running, location.href).href;
  } catch {
    return null;
  }
}
