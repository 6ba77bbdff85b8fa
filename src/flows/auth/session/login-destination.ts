import type { LoginValue } from '@/lib/wire';
import type { RouteTable } from '@/runtime/steps/build-route-table';
import { buildLoginRedirect, type LoginRedirectContext } from '@/policy/login-redirect';
import { checkedReturnPath } from '@/policy/return-path';
import { weakPassword } from './weak-password';

export { weakPassword };

/**
 * Where a successful login goes:
 *
 * 1. /m/changePsw when the password is the weak default (`updatePassword`), or is the merchant's
 *    mobile-registration default (public: any browser reads the manifest, so it counts as weak
 *    whatever the server says), or has expired and the merchant forces a change on expiry
 *    (PWDEXPFORCECHANGE3);
 * 2. else the `redirectUrl` of the login page's query, only to an allow-listed origin;
 *    a refused target goes home with a message;
 * 3. else the `returnTo` of the query when it is an in-app path the merchant routes
 *    (policy/return-path.ts): the page the guard sent a visitor here from (a game launch, so the
 *    game opens with no second tap), or the page a forced logout took the player from (their
 *    drafts are still there); anything else is ignored.
 *    Not the `backUrl` parameter (which switches auto login off): a remembered player sent here by
 *    the guard is logged in again at once and lands on the page they wanted;
 * 4. else /m/home.
 *
 * So the login page's own rules come first: a forced password change cannot be skipped, and a
 * `redirectUrl` in the address ("Redirect after login") is what whoever sent the player
 * here asked for; the page the player left is the fallback before home.
 *
 *   loginDestination({ token: 't' }, { …, returnTo: '/m/launchGame?vendor=PG&code=x' })
 *   // → { kind: 'back', path: '/m/launchGame?vendor=PG&code=x' }
 *
 * `LoginValue` is the contract's login answer (lib/wire).
 */
export type { LoginValue };

export type LoginDestination =
  | { kind: 'change-password' }
  | { kind: 'external'; url: string }
  | { kind: 'back'; path: string }
  | { kind: 'home'; refusedRedirect: boolean };

export function loginDestination(
  value: LoginValue,
  options: {
    forceChangeOnExpiry: boolean;
    redirectUrl: string | null;
    returnTo?: string | null;
    /** The merchant's routes: a returnTo must be one of them. */
    routes: Pick<RouteTable, 'match'>;
    redirect: Omit<LoginRedirectContext, 'token'>;
    /** The password the login used (absent for SMS and social logins) and the manifest's public default. */
    password?: string | null;
    publicDefaultPassword?: string | null;
  },
): LoginDestination {
  if (weakPassword(value, options.password, options.publicDefaultPassword) || (value.passwordExpired && options.forceChangeOnExpiry)) return { kind: 'change-password' };
  if (options.redirectUrl) {
    const url = buildLoginRedirect(options.redirectUrl, { ...options.redirect, token: value.token });
    return url ? { kind: 'external', url } : { kind: 'home', refusedRedirect: true };
  }
  const back = checkedReturnPath(options.returnTo, options.routes);
  if (back) return { kind: 'back', path: back };
  return { kind: 'home', refusedRedirect: false };
}

