// lib/http: the app's only way to the `/wps` server.
//
//   configureHttp({...})                      once, in app/ (see http-config.ts)
//   api.call(wire.row, { params, body, … })  layer 2: envelope, catalogue, cache, encryption
//   baseRequest                               layer 1: headers and origin check only
export { api, call, DEFAULT_TIMEOUT_MS, type CallInput, type CallOptions, type GetOptions, type SendOptions } from './api-client';
export { baseRequest, type BaseRequest, type BaseResponse, type HttpMethod } from './base-client';
export {
  classifyFailure,
  ERROR_MESSAGE_KEYS,
  NOT_LOGGED_IN_CODES,
  type FailureAction,
  type FailureInput,
} from './error-policy';
export { configureHttp, type HttpOptions } from './http-config';
export { HttpError, isHttpError, serverMessageOf } from './http-error';
export type { QueryParams, QueryValue } from './request-url';
export { CipherUnavailableError } from '@/lib/cipher/cipher-unavailable-error';
export type { CipherScheme } from '@/lib/cipher/cipher-scheme';
