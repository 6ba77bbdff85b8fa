/**
 * The manifest's routes as a lookup table. Paths are static (no route has path parameters;
 * promotion ids and the like travel in the query), so matching is an exact lookup after
 * normalising the trailing slash; wouter renders and navigates with the result.
 *
 *   const table = buildRouteTable(manifest.routes);
 *   table.match('/m/index.html')  // → the home route (alias)
 *   table.match('/m/nope')        // → { route: home, fallback: true }: redirect to /m/home
 *   table.pathOf('voucherCenter') // → '/m/voucherCenter'
 *   table.pathForScreen('memberHome') // → '/m/member/home'
 */
export type RouteAccess = 'public' | 'member' | 'member-else-home';

export interface RouteEntry {
  id: string;
  path: string;
  aliases?: string[];
  screen: string;
  access: RouteAccess;
}

export interface RouteMatch<R extends RouteEntry = RouteEntry> {
  route: R;
  /** True when nothing matched and the home route stands in (unknown paths → /m/home). */
  fallback: boolean;
}

export interface RouteTable<R extends RouteEntry = RouteEntry> {
  routes: readonly R[];
  home: R;
  match(pathname: string): RouteMatch<R>;
  pathOf(id: string): string | null;
  /** Code refers to screens (a fixed list); ids are the manifest's own names for cross-references. */
  pathForScreen(screen: string): string | null;
}

/** "/" and "/m/" are home paths too. */
const HOME_PATHS = ['/', '/m', '/m/'];

export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

export function buildRouteTable<R extends RouteEntry>(routes: readonly R[]): RouteTable<R> {
  const home = routes.find((r) => r.screen === 'home');
  if (!home) throw new Error('manifest: no "home" route'); // the validator refuses such a manifest
  const byPath = new Map<string, R>();
  for (const route of routes) {
    for (const path of [route.path, ...(route.aliases ?? [])]) byPath.set(normalizePath(path), route);
  }
  for (const path of HOME_PATHS) byPath.set(normalizePath(path), home);
  const byId = new Map(routes.map((r) => [r.id, r]));

  return {
    routes,
    home,
    match(pathname) {
      const route = byPath.get(normalizePath(pathname));
      return route ? { route, fallback: false } : { route: home, fallback: true };
    },
    pathOf: (id) => byId.get(id)?.path ?? null,
    pathForScreen: (screen) => routes.find((r) => r.screen === screen)?.path ?? null,
  };
}
