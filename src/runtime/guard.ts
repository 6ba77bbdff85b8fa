import type { RouteEntry } from './build-route-table';

/**
 * The route guard of spec section 2, as a pure decision:
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
