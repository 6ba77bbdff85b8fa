import type { LoginValue } from '@/lib/wire';
import { buildLoginRedirect, type LoginRedirectContext } from '@/runtime/login-redirect';

/**
 * Where a successful login goes:
 *
 * 1. /m/changePsw when the password is the weak default (`updatePassword`) or has expired and the
 *    merchant forces a change on expiry (PWDEXPFORCECHANGE3);
 * 2. else the `redirectUrl` of the login page's query, only to an allow-listed origin;
 *    a refused target goes home with a message;
 * 3. else /m/home.
 *
 * `LoginValue` is the contract's login answer (lib/wire).
 */
export type { LoginValue };

export type LoginDestination =
  | { kind: 'change-password' }
  | { kind: 'external'; url: string }
  | { kind: 'home'; refusedRedirect: boolean };

export function loginDestination(
  value: LoginValue,
  options: { forceChangeOnExpiry: boolean; redirectUrl: string | null; redirect: Omit<LoginRedirectContext, 'token'> },
): LoginDestination {
  if (value.updatePassword || (value.passwordExpired && options.forceChangeOnExpiry)) return { kind: 'change-password' };
  if (options.redirectUrl) {
    const url = buildLoginRedirect(options.redirectUrl, { ...options.redirect, token: value.token });
    return url ? { kind: 'external', url } : { kind: 'home', refusedRedirect: true };
  }
  return { kind: 'home', refusedRedirect: false };
}
