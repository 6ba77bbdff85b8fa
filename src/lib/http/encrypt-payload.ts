// The `encrypt: true` path of a call (its body is encrypted with the server's key), failing closed (never sent in the clear):
// fetch a fresh server key, load the cipher chunk, encrypt. Any failure rejects with
// CipherUnavailableError before the real request exists, so nothing is ever sent in the clear.
//
//   api.call(wire.login, { body: { username, password, … } })     (the row says `encrypted`)
//     1. GET /wps/session/key/rsa?_=1732262400000     (never cached, never shared)
//     2. await import('@/lib/cipher')                 (jsencrypt / crypto-js arrive only now)
//     3. body '"<cipher text>"' + Encryption, X-RSA, X-Digest headers
import type * as CipherModule from '@/lib/cipher';
import type { EncryptedBody } from '@/lib/cipher';
import { CipherUnavailableError } from '@/lib/cipher/cipher-unavailable-error';
import { rsaKey } from '@/lib/wire/calls/rsa-key';
import { baseRequest } from './base-client';
import { readJson } from './envelope';
import { getHttpConfig } from './http-config';

/** Where encrypted calls fetch the server's key (GET /wps/session/key/rsa). */
export const RSA_KEY_PATH = rsaKey.path;

export interface KeyFetchOptions {
  auth?: boolean;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

export async function encryptPayload(json: unknown, options: KeyFetchOptions): Promise<EncryptedBody> {
  const config = getHttpConfig();

  let keyResponse: unknown;
  try {
    const response = await baseRequest({
      method: 'GET',
      url: RSA_KEY_PATH,
      params: { _: Date.now() },
      ...(options.auth === undefined ? {} : { auth: options.auth }),
      headers: { 'Content-Type': 'application/json' },
      timeoutMs: options.timeoutMs,
      withCredentials: true,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    keyResponse = readJson(response.status, response.text);
  } catch {
    throw new CipherUnavailableError('key-fetch-failed');
  }

  let cipher: typeof CipherModule;
  try {
    cipher = await import('@/lib/cipher');
  } catch {
    throw new CipherUnavailableError('module-load-failed');
  }

  try {
    const key = await cipher.parseServerKey(keyResponse, config.cipherScheme);
    return await cipher.encryptBody(json, key, config.cipherScheme);
  } catch (error) {
    throw error instanceof CipherUnavailableError ? error : new CipherUnavailableError('encrypt-failed');
  }
}
