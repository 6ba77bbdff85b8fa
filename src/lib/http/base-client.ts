// Layer 1: one axios instance, the Merchant and Language headers on
// every call, Authorization on authenticated calls to our own origin only. No envelope, no
// alerts: layer 2 (api-client.ts) builds on this, and callers that talk to non-/wps resources
// (asset manifest, domain ping race) use it directly.
import axios, { type AxiosError } from 'axios';
import { getHttpConfig } from './http-config';
import { HttpError } from './http-error';
import { requestUrl, type QueryParams } from './request-url';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface BaseRequest {
  method: HttpMethod;
  url: string | null | undefined;
  params?: QueryParams;
  /** Send Authorization when a token exists. Default true. Never sent to another origin. */
  auth?: boolean;
  /**
   * Allow another http(s) origin (GET only; e.g. racing merchant domains with /wps/system/test/ping).
   * Such requests never carry Authorization or cookies. Default false: other origins are refused.
   */
  offsite?: boolean;
  /** Extra headers; an `Authorization` here is ignored (only this layer decides that). */
  headers?: Readonly<Record<string, string>>;
  /** Already serialized body. */
  data?: string;
  timeoutMs?: number;
  withCredentials?: boolean;
  signal?: AbortSignal;
}

export interface BaseResponse {
  status: number;
  text: string;
  /** The token this request carried (null if none): lets layer 2 spot stale 401s. */
  sentToken: string | null;
}

// Our own (de)serialization and status handling: axios must not parse, stringify or throw on
// status, so that every outcome comes back here as plain data.
const instance = axios.create({
  // XHR in every browser (Node's http where there is no XHR: the unit tests); the build leaves
  // axios's fetch adapter out (scripts/vite/axios-xhr-only-plugin.ts).
  adapter: ['xhr', 'http'],
  responseType: 'text',
  transformRequest: [(data: unknown) => data],
  transformResponse: [(data: unknown) => data],
  validateStatus: () => true,
  maxRedirects: 0, // node adapter only; browsers follow redirects themselves
  proxy: false,
});

export async function baseRequest(request: BaseRequest): Promise<BaseResponse> {
  const config = getHttpConfig();
  const url = requestUrl(request.url, config.origin, request.params, request.offsite === true && request.method === 'GET');
  const sameOrigin = url.origin === config.origin;
  const token = request.auth !== false && sameOrigin ? config.getToken() : null;

  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (name.toLowerCase() !== 'authorization') headers[name] = value;
  }
  headers.Merchant = config.merchantCode;
  headers.Language = config.getLanguage();
  if (token) headers.Authorization = token;

  try {
    const response = await instance.request<string>({
      method: request.method,
      url: url.href,
      headers,
      data: request.data,
      timeout: request.timeoutMs ?? 0,
      withCredentials: sameOrigin && request.withCredentials === true,
      signal: request.signal,
    });
    return { status: response.status, text: typeof response.data === 'string' ? response.data : '', sentToken: token };
  } catch (error) {
    throw transportError(error, url.pathname);
  }
}

/** No response arrived: map to a code, dropping the axios error (it holds body and headers). */
function transportError(error: unknown, path: string): HttpError {
  const code = (error as Partial<AxiosError> | null)?.code;
  if (axios.isCancel(error) || code === 'ERR_CANCELED') {
    return new HttpError({ code: 'ERR_CANCELED', message: 'The request was cancelled.', path });
  }
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') {
    return new HttpError({ code: 'ECONNABORTED', message: 'The request timed out. Please retry.', path });
  }
  return new HttpError({ code: 'network.error', message: 'The network request failed. Check the connection and retry.', path });
}
