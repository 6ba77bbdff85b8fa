import type { RouteEntry, RouteTable } from './build-route-table';

/**
 * The route guard, as a pure decision:
 * - every route needs a token, from the query (`token` or `tokens`) or the stored session;
 *   without one → the login page;
 * - routes the manifest marks public (/m/inviteFriends, and the visitor pages) open without one;
 * - "member-else-home" (/m/feedback): no stored session → home, not login.
 *
 * The app adopts a query token into the session before it asks, so "stored session" includes it.
 */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface GuardContext {
  queryToken: string | null;
  hasStoredSession: boolean;
  loginPath: string;
  homePath: string;
}

export function tokenFromQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get('token') || params.get('tokens') || null;
}

export function guardRoute(route: Pick<RouteEntry, 'access' | 'path'>, ctx: GuardContext): GuardDecision {
  switch (route.access) {
    case 'public':
      return { kind: 'allow' };
    case 'member-else-home':
      return ctx.hasStoredSession ? { kind: 'allow' } : { kind: 'redirect', to: ctx.homePath };
    case 'member':
      return ctx.queryToken || ctx.hasStoredSession ? { kind: 'allow' } : { kind: 'redirect', to: ctx.loginPath };
  }
}

/**
 * The route a visit to `pathname` renders, after the guard's redirect if there is one: start-up
 * loads that screen's code while it waits for the status call (app/boot.ts).
 *
 *   landingRoute(routes, '/m/member/home', false)  // → the login route
 */
export function landingRoute<R extends RouteEntry>(routes: RouteTable<R>, pathname: string, hasStoredSession: boolean): R {
  const { route } = routes.match(pathname);
  const decision = guardRoute(route, { queryToken: null, hasStoredSession, loginPath: routes.pathForScreen('login') ?? routes.home.path, homePath: routes.home.path });
  return decision.kind === 'redirect' ? routes.match(decision.to).route : route;
}
