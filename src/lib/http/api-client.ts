// Layer 2 on top of base-client.ts: ModuleId, JSON, 30 s timeout,
// credentials, the envelope, the GET cache, shared in-flight GETs, one retry for GETs (unless the
// call says `retry: false`), encrypted
// bodies, and the error catalogue (error-policy.ts). Every call resolves with the envelope's
// `value` or rejects (HttpError, or CipherUnavailableError for encryption failures).
//
// The app calls through the contract (lib/wire): the row gives method, path, encryption, auth,
// timeout, ModuleId and the alert policy, and types the input and the answer.
//
//   const { countries } = await api.call(wire.systemCountry, { params: { _: merchant }, cache: true });
//   const session = await api.call(wire.login, { body: creds, headers: { Device: 'PWA' } });
//
// get / post / put / del below are the path-level layer `call` runs on (tests use them directly).
import { CipherUnavailableError } from '@/lib/cipher/cipher-unavailable-error';
import type { AlertPolicy, RequestOf, ResponseOf, WireCall, WireRequest } from '@/lib/wire/define-call';
import type { HttpMethod } from './base-client';
import { dispatchFailure } from './dispatch-failure';
import { DEFAULT_TIMEOUT_MS, exchange, type CallOptions, type Prepared } from './exchange';
import { getHttpConfig } from './http-config';
import { requestUrl, type QueryParams } from './request-url';
import { dropCached, readCached, writeCached } from './response-cache';

export { DEFAULT_TIMEOUT_MS, type CallOptions };

export interface GetOptions extends CallOptions {
  params?: QueryParams;
  /** Serve from / store in the sessionStorage cache, keyed by the Language header and the full URL. */
  cache?: boolean;
  /** Drop the cached entry and fetch again (then cache the answer if `cache` is set). */
  flush?: boolean;
  /**
   * `false`: no second attempt after a network error or timeout (a GET gets one by default). For
   * a call whose caller has its own schedule: the status call (runtime/steps/system-status.ts).
   */
  retry?: boolean;
}

export interface SendOptions extends CallOptions {
  /** Replace the body by the encrypted payload (docs/wire-contract.md section 3). */
  encrypt?: boolean;
}

/** Resolves the URL or rejects with the refusal (no dialog: 'url is null', 'url.offsite'). */
function resolve(url: string | null | undefined, params?: QueryParams): URL {
  return requestUrl(url, getHttpConfig().origin, params);
}

export async function get<T = unknown>(url: string | null | undefined, options: GetOptions = {}): Promise<T> {
  const full = resolve(url, options.params);
  const href = full.href;
  const config = getHttpConfig();
  // Answers follow the Language header (lane titles, game names): the cache keeps one per language.
  const language = config.getLanguage();
  const cacheKey = `${language} ${href}`;

  if (options.flush) dropCached(cacheKey);
  else if (options.cache) {
    const hit = readCached(cacheKey);
    if (hit) return hit.value as T;
  }

  const run = async (): Promise<unknown> => {
    const value = await exchange({ method: 'GET', url: href, path: full.pathname, options }, options.retry === false ? 0 : 1);
    if (options.cache) writeCached(cacheKey, value);
    return value;
  };

  // Identical concurrent GETs share one request (and so one alert on failure). A call with its
  // own AbortSignal is not shared: aborting it must not cancel someone else's request.
  if (options.signal) return (await run()) as T;
  const token = options.auth === false ? null : config.getToken();
  const key = JSON.stringify([language, href, token, options.moduleId ?? '', options.alert ?? 'dialog', options.timeoutMs ?? 0, options.retry !== false, options.headers ?? {}]);
  const inFlight = config.runtime.inFlight;
  let shared = inFlight.get(key);
  if (!shared) {
    shared = run().finally(() => inFlight.delete(key));
    inFlight.set(key, shared);
  }
  return (await shared) as T;
}

async function send<T>(method: Exclude<HttpMethod, 'GET'>, url: string | null | undefined, body: unknown, options: SendOptions): Promise<T> {
  const full = resolve(url);
  const prepared: Prepared = { method, url: full.href, path: full.pathname, options };

  if (options.encrypt) {
    try {
      // Loaded on the first encrypted call (login, register): not part of the first load.
      const { encryptPayload } = await import('./encrypt-payload');
      const encrypted = await encryptPayload(body, {
        ...(options.auth === undefined ? {} : { auth: options.auth }),
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        signal: options.signal,
      });
      prepared.data = encrypted.body;
      prepared.extraHeaders = encrypted.headers;
    } catch (error) {
      const cipherError = error instanceof CipherUnavailableError ? error : new CipherUnavailableError('encrypt-failed');
      dispatchFailure({ code: cipherError.code, alert: options.alert ?? 'dialog' });
      throw cipherError;
    }
  } else if (body !== undefined) {
    prepared.data = JSON.stringify(body);
  }

  // Never retried: a login, register or 2FA POST may have been applied even if the answer was lost.
  return (await exchange(prepared, 0)) as T;
}

export function post<T = unknown>(url: string | null | undefined, body?: unknown, options: SendOptions = {}): Promise<T> {
  return send<T>('POST', url, body, options);
}

export function put<T = unknown>(url: string | null | undefined, body?: unknown, options: SendOptions = {}): Promise<T> {
  return send<T>('PUT', url, body, options);
}

export function del<T = unknown>(url: string | null | undefined, body?: unknown, options: SendOptions = {}): Promise<T> {
  return send<T>('DELETE', url, body, options);
}

/** What a caller adds to a row: its request (`params` / `body`) and per-call details. */
export type CallInput<C extends WireCall> = RequestOf<C> & {
  /** Extra headers such as Device. */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** GET only: the sessionStorage cache (GetOptions). */
  cache?: boolean;
  flush?: boolean;
  /** GET only: `false` for no automatic second attempt (GetOptions). */
  retry?: boolean;
  /**
   * Overrides the row's alert policy for this one call. Rare: say at the call site why this use
   * of the call differs from every other.
   */
  alert?: AlertPolicy;
};

/**
 * One call of the contract, typed by its row:
 *
 *   const info = await api.call(wire.memberInfo);                                  // MemberInfoValue
 *   await api.call(wire.memberLanguage, { body: { language: 'EN' } });
 */
export function call<C extends WireCall>(
  row: C,
  ...[input]: Record<never, never> extends RequestOf<C> ? [CallInput<C>?] : [CallInput<C>]
): Promise<ResponseOf<C>> {
  const { params, body, alert, ...rest } = (input ?? {}) as CallInput<WireCall> & WireRequest;
  const options: GetOptions & SendOptions = {
    ...rest,
    alert: alert ?? row.alert,
    auth: row.auth !== 'none',
    encrypt: row.encrypted,
    moduleId: row.moduleId,
    timeoutMs: row.timeoutMs,
  };
  return (row.method === 'GET'
    ? get(row.path, { ...options, params: params as QueryParams | undefined })
    : send(row.method, row.path, body, options)) as Promise<ResponseOf<C>>;
}

export const api = { call } as const;
