// Its own module: the route guard, in the first load, needs only this of policy/checked-navigation.ts,
// whose other checks (and their callers' chunks) stay off the first load. It lives in runtime/, not
// policy/, because the guard (steps/guard.ts) is a pipeline step and runtime/ never imports policy/.
// eslint-disable-next-line no-control-regex
const AMBIGUOUS = /[\s\u0000-\u001f\u007f\\]/;

/**
 * A same-origin in-app path (`/m/game?vendor=PG`), as a back or return target: one leading slash,
 * under /m/, no backslash or control character; anything else is null.
 *
 *   inAppPath('/m/game?vendor=PG')  // → '/m/game?vendor=PG'
 *   inAppPath('//evil/m/')          // → null
 */
export function inAppPath(raw: string | null | undefined): string | null {
  if (!raw || AMBIGUOUS.test(raw) || !/^\/m\/(?![/\\])/.test(raw)) return null;
  return raw;
}
