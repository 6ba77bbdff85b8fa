/**
 * How every failed call rejects (except a cipher failure, which rejects with
 * CipherUnavailableError). Built from the server's envelope or from our own refusal, never from
 * the axios error: an AxiosError carries the request config, i.e. the body (a password, an OTP)
 * and the headers (the token). HttpError keeps neither, so it is safe to log and to show.
 *
 *   { success: false, code: 'login_verify_required', message: '...', value: { sms: true } }
 *   → HttpError { code: 'login_verify_required', status: 200, message: '...', value: { sms: true } }
 *
 * Codes we make up ourselves: 'url.null', 'url.offsite', 'network.error', 'ECONNABORTED'
 * (timeout), 'ERR_CANCELED' (the caller aborted), 'response.invalid' (not an envelope) and
 * 'http.<status>' (a non-2xx without an envelope code).
 */
export class HttpError extends Error {
  readonly code: string;
  /** HTTP status, or undefined when no response arrived (network error, timeout, refusal). */
  readonly status: number | undefined;
  /** The envelope's `value` on a business error (e.g. the required-methods object), else undefined. */
  readonly value: unknown;
  /** Path of the call, without origin or query string (which could hold personal data). */
  readonly path: string;

  constructor(init: { code: string; message: string; status?: number | undefined; value?: unknown; path?: string }) {
    super(init.message);
    this.name = 'HttpError';
    this.code = init.code;
    this.status = init.status;
    this.value = init.value;
    this.path = init.path ?? '';
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** Codes the client makes up itself (listed above); their messages are English fallbacks. */
const CLIENT_CODES = new Set(['url.null', 'url.offsite', 'network.error', 'ECONNABORTED', 'ERR_CANCELED', 'response.invalid']);

/**
 * The server's own message for a failure (already in the player's language), or null when the
 * failure never reached the server's logic (network, timeout, a bare HTTP status): callers then
 * show their own translated text.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!isHttpError(error) || !error.message) return null;
  if (CLIENT_CODES.has(error.code) || error.code.startsWith('http.')) return null;
  return error.message;
}
