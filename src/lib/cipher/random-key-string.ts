import { CipherUnavailableError } from './cipher-unavailable-error';

/** The legacy key alphabet of docs/wire-contract.md section 3: A-Z a-z 0-9 (62 characters). */
export const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// 248 = 4 × 62: the largest multiple of 62 that fits a byte. Bytes 248..255 are thrown away, so
// every character keeps exactly 4/248 chance. (A plain `byte % 62` would favour the first 8
// characters: 'A'..'H' would come up 5 times in 256 instead of 4.)
const ACCEPT_BELOW = 256 - (256 % KEY_ALPHABET.length);

/** Cryptographically random bytes. Throws CipherUnavailableError when WebCrypto is missing. */
export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (!cryptoApi?.getRandomValues) throw new CipherUnavailableError('crypto-missing');
  return cryptoApi.getRandomValues(new Uint8Array(length));
}

/**
 * `length` characters drawn uniformly from KEY_ALPHABET with crypto.getRandomValues and rejection
 * sampling. `randomKeyString(8)` → e.g. 'q3ZfT0bA'.
 */
export function randomKeyString(length: number): string {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('length must be a positive integer');
  let out = '';
  while (out.length < length) {
    // Ask for a little more than needed: about 3% of bytes are rejected.
    for (const byte of randomBytes(length - out.length + 4)) {
      if (byte >= ACCEPT_BELOW) continue;
      out += KEY_ALPHABET.charAt(byte % KEY_ALPHABET.length);
      if (out.length === length) break;
    }
  }
  return out;
}
