// Modular imports (the lint rule): core, plus the DES cipher (in tripledes) and ECB mode, which
// register themselves on core. Pkcs7, Base64 and Utf8 come with them.
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/tripledes.js';
import 'crypto-js/mode-ecb.js';

// DES-ECB with PKCS#7 padding and an 8-character UTF-8 key, Base64 cipher text: the legacy body
// cipher of the wire contract and the customer-service `path` encoding.
//
//   desEncrypt('{"a":1}', 'Ab3dE6gH') -> 'kq1…=='      desDecrypt('kq1…==', 'Ab3dE6gH') -> '{"a":1}'

const options = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };

export function desEncrypt(plain: string, key: string): string {
  return CryptoJS.DES.encrypt(plain, CryptoJS.enc.Utf8.parse(key), options).toString();
}

/** Throws when the cipher text is not Base64 or does not decrypt to valid UTF-8. */
export function desDecrypt(base64: string, key: string): string {
  // Pass CipherParams, not the string: a string goes through crypto-js's OpenSSL parser, which
  // would treat a cipher text that happens to start with "Salted__" as salted.
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: CryptoJS.enc.Base64.parse(base64) });
  const plain = CryptoJS.DES.decrypt(params, CryptoJS.enc.Utf8.parse(key), options);
  if (plain.sigBytes <= 0) throw new Error('DES decryption produced nothing');
  return plain.toString(CryptoJS.enc.Utf8);
}

/**
 * The customer-service `path` format: the cipher text followed by its 8-character
 * key. `encryptCsPath('https://chat.example/x', 'k3Y8zQ1w')` -> `'<base64>k3Y8zQ1w'`.
 */
export function encryptCsPath(url: string, key: string): string {
  if (key.length !== 8) throw new Error('the customer-service key must be 8 characters');
  return desEncrypt(url, key) + key;
}

export function decryptCsPath(path: string): string {
  return desDecrypt(path.slice(0, -8), path.slice(-8));
}
