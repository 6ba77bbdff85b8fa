// THE error catalogue (what each kind of failure shows or does), as far as the transport can decide it. One pure
// function, first matching row wins; error-policy.test.ts checks it row by row. Business codes
// that flows handle themselves (login_verify_required, token_ip_different, login.cred.err, ...)
// reach the caller as HttpError and are not listed here. Which calls raise the generic dialog is
// not decided here but by each call's row of the contract (lib/wire/table.ts, `alert`).
import type { AlertPolicy } from '@/lib/wire/define-call';

/** Codes that mean "your session is gone": treated like HTTP 401 (act as logout). */
export const NOT_LOGGED_IN_CODES: ReadonlySet<string> = new Set([
  'CUSTOMER_NOT_LOGIN',
  'customer.not.login',
  'user.or.token.invalid',
  'login.not.session',
]);

/** Our own refusals and caller aborts: a programming error or a deliberate cancel, no dialog. */
export const CLIENT_REFUSAL_CODES: ReadonlySet<string> = new Set(['url.null', 'url.offsite', 'ERR_CANCELED']);

export const TIMEOUT_CODES: ReadonlySet<string> = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/** i18n keys this policy may return; the app's locale files must define them. */
export const ERROR_MESSAGE_KEYS = {
  timeout: 'timeout_retry_please',
  cipherUnavailable: 'secure_login_unavailable',
  unknown: 'unknown_error',
} as const;

export interface FailureInput {
  /** HTTP status, undefined when no response arrived. */
  status?: number | undefined;
  code?: string | undefined;
  /** Text from the server's envelope (already in the request's Language); never our own text. */
  message?: string | undefined;
  /** The call's alert policy (its row's, or the caller's override); 'caller' means "reject without dialog". */
  alert: AlertPolicy;
}

/**
 * - not-logged-in: run the app's logout + 'please login' + /m/login (once per burst)
 * - silent / reject: no dialog (silent = regardless of the alert policy)
 * - alert: show `message` as is (server text) or `translate(messageKey)`
 * The promise rejects in every case.
 */
export type FailureAction =
  | { action: 'not-logged-in' }
  | { action: 'silent' }
  | { action: 'reject' }
  | { action: 'alert'; message: string; messageKey?: undefined }
  | { action: 'alert'; messageKey: string; message?: undefined };

/**
 * Worked examples:
 *   { status: 200, code: 'CUSTOMER_NOT_LOGIN', alert: 'dialog' }                → not-logged-in
 *   { status: 502, alert: 'dialog' }                                            → silent
 *   { status: 200, code: 'bonus.expired', message: 'Bonus expired', alert: 'caller' } → reject
 *   { status: 200, code: 'bonus.expired', message: 'Bonus expired', alert: 'dialog' } → alert 'Bonus expired'
 */
export function classifyFailure({ status, code, message, alert }: FailureInput): FailureAction {
  if (code !== undefined && CLIENT_REFUSAL_CODES.has(code)) return { action: 'reject' };
  if (status === 401 || (code !== undefined && NOT_LOGGED_IN_CODES.has(code))) return { action: 'not-logged-in' };
  if (status === 502) return { action: 'silent' };
  if (code?.startsWith('TOO_MANY_REQUEST')) return { action: 'silent' };
  if (alert === 'caller') return { action: 'reject' };
  if (code !== undefined && TIMEOUT_CODES.has(code)) return { action: 'alert', messageKey: ERROR_MESSAGE_KEYS.timeout };
  if (code === 'cipher.unavailable') return { action: 'alert', messageKey: ERROR_MESSAGE_KEYS.cipherUnavailable };
  const text = message?.trim();
  if (text) return { action: 'alert', message: text };
  return { action: 'alert', messageKey: ERROR_MESSAGE_KEYS.unknown };
}
