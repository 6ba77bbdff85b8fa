// The one cipher module: every encryption and decryption goes through here, nowhere else. The http layer loads
// it with `await import('@/lib/cipher')` only when a body must be encrypted, and this file in turn
// loads only the scheme the merchant uses, so jsencrypt and crypto-js never reach the first load
// and AES-GCM merchants never download them at all.
//
//   const key = await parseServerKey(await fetchRsaKey(), 'AES-GCM');
//   const { body, headers } = await encryptBody({ username, password }, key, 'AES-GCM');
//   // send `body` as is with Content-Type: application/json plus `headers`
import { CipherUnavailableError } from './cipher-unavailable-error';
import { isCipherScheme, type CipherScheme } from './cipher-scheme';
import type { EncryptedBody } from './encrypted-body';
import type { ServerKey } from './parse-server-key';

export type { CipherScheme } from './cipher-scheme';
export { CIPHER_SCHEMES, isCipherScheme } from './cipher-scheme';
export { CipherUnavailableError, type CipherFailureReason } from './cipher-unavailable-error';
export type { EncryptedBody } from './encrypted-body';
export { MIN_MODULUS_BITS, parseServerKey, type ServerKey } from './parse-server-key';
export { KEY_ALPHABET, randomKeyString } from './random-key-string';

function serialize(json: unknown): string {
  const text: unknown = JSON.stringify(json);
  if (typeof text !== 'string') throw new TypeError('body is not JSON');
  return text;
}

/**
 * Encrypts `json` (serialized with JSON.stringify) for the server that handed out `key`.
 * Rejects with CipherUnavailableError on any failure, so a caller that only sends on success can
 * never send plaintext by mistake.
 */
export async function encryptBody(json: unknown, key: ServerKey, scheme: CipherScheme): Promise<EncryptedBody> {
  if (!isCipherScheme(scheme)) throw new CipherUnavailableError('scheme-unknown');
  if (!key.accepts[scheme]) throw new CipherUnavailableError('scheme-not-accepted');

  let load: Promise<(plaintextJson: string, key: ServerKey) => EncryptedBody | Promise<EncryptedBody>>;
  if (scheme === 'DES') load = import('./des-scheme').then((m) => m.encryptDes);
  else load = import('./aes-gcm-scheme').then((m) => m.encryptAesGcm);

  let encrypt: Awaited<typeof load>;
  try {
    encrypt = await load;
  } catch {
    throw new CipherUnavailableError('module-load-failed');
  }
  try {
    return await encrypt(serialize(json), key);
  } catch (error) {
    throw error instanceof CipherUnavailableError ? error : new CipherUnavailableError('encrypt-failed');
  }
}
