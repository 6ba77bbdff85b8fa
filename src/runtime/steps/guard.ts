import type { RouteEntry, RouteTable } from './build-route-table';
import { inAppPath } from '../in-app-path';

/**
 * The route guard, as a pure decision:
 * - every route needs a token, from the query (`token` or `tokens`) or the stored session;
 *   without one → the login page;
 * - routes the manifest marks public (/m/inviteFriends, and the visitor pages) open without one;
 * - "member-else-home" (/m/feedback): no stored session → home, not login.
 *
 * The login page is told where the visitor was going (`returnTo`, an in-app path only), so a login
 * lands there rather than home: a visitor's tap on a game tile logs in and launches the game with
 * no second tap, and a remembered player's auto login does the same. The home route needs none (a
 * login goes home anyway).
 *
 *   guardRoute({ access: 'member', path: '/m/launchGame' }, { …, wanted: '/m/launchGame?vendor=PG&code=x' })
 *   // → { kind: 'redirect', to: '/m/login?returnTo=%2Fm%2FlaunchGame%3Fvendor%3DPG%26code%3Dx' }
 *
 * The app adopts a query token into the session before it asks, so "stored session" includes it.
 */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface GuardContext {
  queryToken: string | null;
  hasStoredSession: boolean;
  loginPath: string;
  homePath: string;
  /** The path and query asked for (`/m/launchGame?vendor=…`): the login's returnTo. */
  wanted?: string;
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
      return ctx.queryToken || ctx.hasStoredSession ? { kind: 'allow' } : { kind: 'redirect', to: loginFor(route, ctx) };
  }
}

/** The login path, with the wanted page as returnTo when there is one worth coming back to. */
function loginFor(route: Pick<RouteEntry, 'path'>, ctx: GuardContext): string {
  const back = route.path === ctx.homePath ? null : inAppPath(ctx.wanted);
  return back ? `${ctx.loginPath}?${new URLSearchParams({ returnTo: back })}` : ctx.loginPath;
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
  return decision.kind === 'redirect' ? routes.match(decision.to.split('?')[0]!).route : route;
}
