/**
 * The landing pages' HTML, kept by the service worker so a repeat visit paints as a first one does.
 *
 * The server answers a merchant's home and login paths with that merchant's first paint as HTML
 * (its shell: `<div id="root" data-shell>`, docs/deployment.md); Workbox answers every navigation
 * with the precached, generic /m/index.html, which paints nothing until the app has started. So
 * for a navigation under /m/ the worker:
 *
 * - answers from its landing cache when it holds a shell for that path that belongs to the build
 *   the worker precached (every /m/assets/ script the shell names is in the precache), and fetches
 *   the page again in the background (a merchant's texts or banners can change without a new
 *   build);
 * - otherwise lets Workbox answer as before (index.html), and in the background fetches the page:
 *   a shell of this build is kept for next time; any other page is noted as "not a shell", so it
 *   is not fetched twice.
 *
 * The shell's starter (`SHELL_STARTER`, not content-hashed) is kept with the shells and answered
 * from there, so a kept shell starts offline too.
 *
 * A new worker starts with an empty landing cache (`activate`), so a shell is never older than the
 * worker's own build, and a shell from a newer deploy than the worker is never kept: the page and
 * the worker's precache always come from one build, as the update prompt expects.
 */

export const LANDING_CACHE = 'm-landing';
/** The header of the cache's "not a shell" note for a path. */
export const NOT_A_SHELL = 'x-m-not-a-shell';

/** A navigation the worker may answer with a shell: a page under /m/, not a file. */
export function isLandingCandidate(url: URL): boolean {
  if (!url.pathname.startsWith('/m/')) return false;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

/** The cache key of a page: its path (a query, a landing token, is not part of the page). */
export function landingKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** Whether an HTML page is a shell: the server's first paint of a landing page. */
export function isShell(html: string): boolean {
  return /<div id="root"[^>]*\sdata-shell[\s>=]/.test(html);
}

/** The starter a shell runs (scripts/shell/start.js): kept with the shells, as it has no hash. */
export const SHELL_STARTER = '/m/shells/start.js';

/**
 * The app's scripts a page names, as paths: `<script src="/m/assets/….js">` (index.html) and the
 * list the shell's starter loads (`data-app="/m/assets/a.js /m/assets/b.js"`).
 */
export function assetScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*\ssrc="(\/m\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const started = [...html.matchAll(/<script\b[^>]*\sdata-app="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/));
  return [...tags, ...started].filter((path) => /^\/m\/assets\/[^"\s]+\.js$/.test(path));
}
