import type { RouteTable } from '../runtime/steps/build-route-table';
import { inAppPath } from '../runtime/in-app-path';

/**
 * The page a login goes back to (`returnTo` of the login page's query): the page the guard sent a
 * visitor from, or the page a forced logout (HTTP 401, a not-logged-in code) took the player from.
 *
 * It is only ever an in-app path: `inAppPath` (one leading slash, under /m/, no backslash or
 * control character), which the URL parser reads back unchanged (no dot segment to resolve, nothing
 * to re-encode: `/m/../x` and `/m/a b` are refused), and, where the login follows it, a path the
 * merchant has a route for, other than the login page itself. Never a URL, never another origin.
 *
 *   checkedReturnPath('/m/feedback', routes)          // → '/m/feedback'
 *   checkedReturnPath('//evil.example', routes)       // → null
 *   checkedReturnPath('/m/no-such-page', routes)      // → null (no route: home would stand in)
 */
const ORIGIN = 'http://in-app.invalid';

function readsBackUnchanged(raw: string | null | undefined): string | null {
  const path = inAppPath(raw);
  if (!path) return null;
  try {
    const url = new URL(path, ORIGIN);
    return url.origin === ORIGIN && url.pathname + url.search + url.hash === path ? path : null;
  } catch {
    return null;
  }
}

/** A returnTo the login may follow, or null. */
export function checkedReturnPath(raw: string | null | undefined, routes: Pick<RouteTable, 'match'>): string | null {
  const path = readsBackUnchanged(raw);
  if (!path) return null;
  const { route, fallback } = routes.match(path.replace(/[?#].*$/, ''));
  return fallback || route.screen === 'login' ? null : path;
}

/**
 * Where a forced logout sends the player: the login page, told the page they were on (its path and
 * query, less a `token` / `tokens` a link brought: a token never travels in a URL the product builds).
 * Whether the merchant routes it is decided when the login follows it (`checkedReturnPath`).
 *
 *   loginAfterExpiry('/m/login', { pathname: '/m/feedback', search: '' })  // → '/m/login?returnTo=%2Fm%2Ffeedback'
 */
export function loginAfterExpiry(loginPath: string, at: { pathname: string; search: string }): string {
  const query = new URLSearchParams(at.search);
  let search = at.search;
  if (query.has('token') || query.has('tokens')) {
    query.delete('token');
    query.delete('tokens');
    const rest = query.toString();
    search = rest ? `?${rest}` : '';
  }
  const back = readsBackUnchanged(at.pathname + search);
  return back && at.pathname !== loginPath ? `${loginPath}?${new URLSearchParams({ returnTo: back })}` : loginPath;
}
