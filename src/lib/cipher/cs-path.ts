// The customer-service `path` format (docs/wire-contract.md section 6): the
// Base64 DES-ECB-PKCS#7 cipher text of the URL followed by its 8-character key. Loaded lazily
// (`await import('@/lib/cipher/cs-path')`) by whoever opens customer service: crypto-js stays off
// the first load. Modular crypto-js imports, as in des-scheme.ts (tripledes registers DES).
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

export const CS_PATH_KEY_LENGTH = 8;

/**
 *   decryptCsPath('YFpU7KVM9lUAv6LFeBJJ2oVPVw//lCjtuFTKOyCGThI=Ab3dE6gH') → 'https://t.me/lvn_sandbox'
 *
 * Throws when the path is too short, the cipher text is not Base64, or it does not decrypt to
 * UTF-8 text (wrong key, damaged text). The caller decides what to do then (log
 * and use the raw value).
 */
export function decryptCsPath(path: string): string {
  const cipherText = path.slice(0, -CS_PATH_KEY_LENGTH);
  const key = path.slice(-CS_PATH_KEY_LENGTH);
  if (path.length <= CS_PATH_KEY_LENGTH || cipherText.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(cipherText)) {
    throw new Error('The customer-service path is not Base64 cipher text followed by an 8-character key.');
  }
  // CipherParams, not the string: a string goes through crypto-js's OpenSSL parser, which would
  // take a cipher text starting with "Salted__" for a salted one.
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: Base64.parse(cipherText) });
  const plain = CryptoJS.DES.decrypt(params, Utf8.parse(key), { mode: ECB, padding: Pkcs7 });
  if (plain.sigBytes <= 0) throw new Error('The customer-service path decrypted to nothing.');
  const text = Utf8.stringify(plain); // throws "Malformed UTF-8 data" for a wrong key
  if (text === '') throw new Error('The customer-service path decrypted to nothing.');
  return text;
}
