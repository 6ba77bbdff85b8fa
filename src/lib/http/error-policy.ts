// THE error catalogue of product-spec section 8, as far as the transport can decide it. One pure
// function, first matching row wins; error-policy.test.ts checks it row by row. Business codes
// that flows handle themselves (login_verify_required, token_ip_different, login.cred.err, ...)
// reach the caller as HttpError and are not listed here.

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

/**
 * Calls whose failures never raise the generic alert, because someone else tells the player.
 * `prefix: true` also covers every path below (`/wps/member/register/mobile`, ...).
 */
// Why each is exempt is a comment, not data: it would otherwise ship in the first-load bundle.
export const DIALOG_EXEMPT_PATHS: readonly { path: string; prefix?: boolean }[] = [
  // the app shows its own notice dialog (or the domain-unavailable handling) and rethrows
  { path: '/wps/system/status' },
  // the login flow shows the message and reacts to codes such as login_verify_required
  { path: '/wps/session/login' },
  // the second-factor modal shows the message beside the code input
  { path: '/wps/session/login/verification' },
  // the register flow shows the message and refreshes the captcha
  { path: '/wps/member/register', prefix: true },
  // network probe: a failure means "network unstable", shown as a toast by its caller
  { path: '/wps/system/test/ping' },
  // background badge poll: a failure just leaves the badge as it is
  { path: '/wps/relay/CBS_unreadCount' },
  // optional VIP progress widget: hidden when it fails
  { path: '/wps/relay/MCSFE_getPlayerRankProgress' },
];

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
  /** Path or full URL of the call. */
  url: string;
  /** The call's `alert` option; false means "reject without dialog". */
  alert: boolean;
}

/**
 * - not-logged-in: run the app's logout + 'please login' + /m/login (once per burst)
 * - silent / reject: no dialog (silent = regardless of the `alert` option)
 * - alert: show `message` as is (server text) or `translate(messageKey)`
 * The promise rejects in every case.
 */
export type FailureAction =
  | { action: 'not-logged-in' }
  | { action: 'silent' }
  | { action: 'reject' }
  | { action: 'alert'; message: string; messageKey?: undefined }
  | { action: 'alert'; messageKey: string; message?: undefined };

export function isDialogExempt(url: string): boolean {
  const path = pathOf(url);
  return DIALOG_EXEMPT_PATHS.some((entry) => path === entry.path || (entry.prefix === true && path.startsWith(`${entry.path}/`)));
}

/**
 * Worked examples:
 *   { status: 200, code: 'CUSTOMER_NOT_LOGIN', url: '/wps/member/info', alert: true } → not-logged-in
 *   { status: 502, url: '/wps/member/info', alert: true }                         → silent
 *   { status: 200, code: 'bonus.expired', message: 'Bonus expired', url: '/wps/x', alert: true }
 *                                                      → alert, message 'Bonus expired'
 */
export function classifyFailure({ status, code, message, url, alert }: FailureInput): FailureAction {
  if (code !== undefined && CLIENT_REFUSAL_CODES.has(code)) return { action: 'reject' };
  if (status === 401 || (code !== undefined && NOT_LOGGED_IN_CODES.has(code))) return { action: 'not-logged-in' };
  if (status === 502) return { action: 'silent' };
  if (code?.startsWith('TOO_MANY_REQUEST')) return { action: 'silent' };
  if (!alert) return { action: 'reject' };
  if (isDialogExempt(url)) return { action: 'reject' };
  if (code !== undefined && TIMEOUT_CODES.has(code)) return { action: 'alert', messageKey: ERROR_MESSAGE_KEYS.timeout };
  if (code === 'cipher.unavailable') return { action: 'alert', messageKey: ERROR_MESSAGE_KEYS.cipherUnavailable };
  const text = message?.trim();
  if (text) return { action: 'alert', message: text };
  return { action: 'alert', messageKey: ERROR_MESSAGE_KEYS.unknown };
}

/** '/wps/a?b=1' → '/wps/a'; 'https://host/wps/a' → '/wps/a'. */
function pathOf(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return url;
  }
}
