import { CipherUnavailableError, isHttpError, NOT_LOGGED_IN_CODES, serverMessageOf } from '@/lib/http';

/**
 * The alert a failed registration shows: the server's message in an
 * alert, after the captcha is refreshed. The register calls raise no dialog of the http layer (their rows say `alert: 'caller'`),
 * so the screen says it itself, after refreshing the captcha:
 *
 *   member.exists 'This username is already taken.'  → that message
 *   cipher.unavailable                               → error.secure_login_unavailable
 *   ECONNABORTED / ETIMEDOUT                         → error.timeout_retry_please
 *   HTTP 502, TOO_MANY_REQUEST_*, no message         → error.unknown_error (the player pressed
 *                                                      Register: silence would look like a dead button)
 *   our own refusals and aborts, not-logged-in codes → null (nothing, or the logout flow speaks)
 */
const QUIET = new Set(['url.null', 'url.offsite', 'ERR_CANCELED']);

export function registerFailureMessage(failure: unknown, t: (key: string) => string): string | null {
  if (failure instanceof CipherUnavailableError) return t('error.secure_login_unavailable');
  if (isHttpError(failure)) {
    if (QUIET.has(failure.code) || NOT_LOGGED_IN_CODES.has(failure.code) || failure.status === 401) return null;
    if (failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT') return t('error.timeout_retry_please');
  }
  return serverMessageOf(failure) ?? t('error.unknown_error');
}
