// One round trip of layer 2: layer 1 with the layer-2 headers, one retry when allowed, then the
// envelope; every failure goes through the catalogue (dispatch-failure.ts) before rejecting.
import type { AlertPolicy } from '@/lib/wire/define-call';
import { baseRequest, type HttpMethod } from './base-client';
import { dispatchFailure } from './dispatch-failure';
import { readEnvelope } from './envelope';
import { getHttpConfig } from './http-config';
import { HttpError } from './http-error';

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface CallOptions {
  /** 'caller': reject without the generic alert (the caller shows its own message). Default 'dialog'. */
  alert?: AlertPolicy;
  /** Send Authorization when a token exists. Default true. */
  auth?: boolean;
  /** ModuleId header, e.g. 'REG3', 'MOBILENUMREG3'. */
  moduleId?: string;
  /** Extra headers such as Device. */
  headers?: Readonly<Record<string, string>>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface Prepared {
  method: HttpMethod;
  url: string;
  path: string;
  options: CallOptions;
  data?: string;
  extraHeaders?: Readonly<Record<string, string>>;
}

function headersFor(options: CallOptions, extra?: Readonly<Record<string, string>>): Record<string, string> {
  return {
    ...options.headers,
    ...extra,
    'Content-Type': 'application/json',
    ...(options.moduleId ? { ModuleId: options.moduleId } : {}),
  };
}

/**
 * `retries`: extra attempts after a network error or timeout (1 for GETs unless the call says
 * `retry: false`, 0 otherwise).
 * Resolves with the envelope's value.
 */
export async function exchange(prepared: Prepared, retries: number): Promise<unknown> {
  const { options } = prepared;
  const alert = options.alert ?? 'dialog';
  let response;
  for (let attempt = 0; ; attempt++) {
    try {
      response = await baseRequest({
        method: prepared.method,
        url: prepared.url,
        ...(options.auth === undefined ? {} : { auth: options.auth }),
        headers: headersFor(options, prepared.extraHeaders),
        ...(prepared.data === undefined ? {} : { data: prepared.data }),
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        withCredentials: true,
        ...(options.signal ? { signal: options.signal } : {}),
      });
      break;
    } catch (error) {
      const httpError = error instanceof HttpError ? error : new HttpError({ code: 'network.error', message: 'The network request failed.' });
      const retryable = httpError.code === 'network.error' || httpError.code === 'ECONNABORTED';
      if (retryable && attempt < retries) continue;
      if (retryable) reportNetworkFailure();
      dispatchFailure({ code: httpError.code, alert });
      throw httpError;
    }
  }

  const outcome = readEnvelope(response.status, response.text);
  if (outcome.ok) return outcome.value;
  dispatchFailure({ ...outcome, alert, sentToken: response.sentToken });
  throw new HttpError({
    code: outcome.code,
    status: outcome.status,
    message: outcome.serverMessage ?? defaultMessage(outcome.code, outcome.status),
    value: outcome.value,
    path: prepared.path,
  });
}

function reportNetworkFailure(): void {
  try {
    getHttpConfig().onNetworkFailure();
  } catch {
    // the app's line check failing must not change how the call settles
  }
}

function defaultMessage(code: string, status: number): string {
  if (code === 'response.invalid') return 'The server sent an unreadable answer. Please retry.';
  return `The request failed (HTTP ${status}, ${code}). Please retry.`;
}

