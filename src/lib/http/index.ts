// lib/http: the app's only way to the `/wps` server (product-spec sections 7 and 8).
//
//   configureHttp({...})                      once, in app/ (see http-config.ts)
//   api.get / api.post / api.put / api.del    layer 2: envelope, catalogue, cache, encryption
//   baseRequest                               layer 1: headers and origin check only
export { api, del, get, post, put, DEFAULT_TIMEOUT_MS, type CallOptions, type GetOptions, type SendOptions } from './api-client';
export { baseRequest, type BaseRequest, type BaseResponse, type HttpMethod } from './base-client';
export {
  classifyFailure,
  DIALOG_EXEMPT_PATHS,
  ERROR_MESSAGE_KEYS,
  isDialogExempt,
  NOT_LOGGED_IN_CODES,
  type FailureAction,
  type FailureInput,
} from './error-policy';
export { configureHttp, type HttpOptions } from './http-config';
export { HttpError, isHttpError, serverMessageOf } from './http-error';
export { RSA_KEY_PATH } from './rsa-key-path';
export type { QueryParams, QueryValue } from './request-url';
export { CipherUnavailableError } from '@/lib/cipher/cipher-unavailable-error';
export type { CipherScheme } from '@/lib/cipher/cipher-scheme';
