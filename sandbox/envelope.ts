import { messageFor } from './messages';

// The response body of every /wps call (wire contract section 1), except the key endpoint.
//   ok({ id: 1 })                    -> { success: true,  code: null, message: null, value: { id: 1 } }
//   fail('login.cred.err', null, 'EN') -> { success: false, code: 'login.cred.err', message: 'Wrong …', value: null }

export interface Envelope<T = unknown> {
  success: boolean;
  code: string | null;
  message: string | null;
  value: T | null;
}

export function ok<T>(value: T | null = null): Envelope<T> {
  return { success: true, code: null, message: null, value };
}

export function fail<T>(code: string, value: T | null = null, language?: string): Envelope<T> {
  return { success: false, code, message: messageFor(code, language), value };
}
