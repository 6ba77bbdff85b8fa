// The modern `Encryption: AES-GCM` scheme (docs/wire-contract.md section 3): WebCrypto only, no
// library. Loaded lazily by index.ts.
import { bytesToBase64, bytesToHex, concatBytes, utf8 } from './bytes';
import type { EncryptedBody } from './encrypted-body';
import type { ServerKey } from './parse-server-key';
import { randomBytes } from './random-key-string';

const IV_BYTES = 12;
const KEY_BYTES = 32; // AES-256

/**
 * Worked example, for json = { a: 1 }:
 *   K = 32 random bytes, IV = 12 random bytes
 *   body     = '"' + Base64(IV ‖ AES-256-GCM('{"a":1}', K, IV) ‖ tag16) + '"'
 *   X-RSA    = Base64(RSA-OAEP-SHA-256(K))
 *   X-Digest = hex(SHA-256(the Base64 text between the quotes))   64 lowercase hex digits
 */
export async function encryptAesGcm(plaintextJson: string, key: ServerKey): Promise<EncryptedBody> {
  const subtle = globalThis.crypto.subtle;
  const rawKey = randomBytes(KEY_BYTES);
  const iv = randomBytes(IV_BYTES);
  try {
    const aesKey = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['encrypt']);
    const sealed = await subtle.encrypt({ name: 'AES-GCM', iv, tagLength: 128 }, aesKey, utf8(plaintextJson));
    const cipherText = bytesToBase64(concatBytes(iv, new Uint8Array(sealed)));
    const wrappedKey = await subtle.encrypt({ name: 'RSA-OAEP' }, key.oaepKey, rawKey);
    const digest = await subtle.digest('SHA-256', utf8(cipherText));
    return {
      body: JSON.stringify(cipherText),
      headers: {
        Encryption: 'AES-GCM',
        'X-RSA': bytesToBase64(new Uint8Array(wrappedKey)),
        'X-Digest': bytesToHex(new Uint8Array(digest)),
      },
    };
  } finally {
    rawKey.fill(0); // the imported CryptoKey is non-extractable; this was the only other copy
  }
}
