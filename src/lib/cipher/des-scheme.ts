// The legacy `Encryption: DES` scheme, kept for servers that only speak it
// (docs/wire-contract.md section 3). Loaded lazily by index.ts: jsencrypt and crypto-js are in
// this chunk only, never on the first load.
//
// crypto-js is imported module by module (about 7 KB instead of 26 KB). There is no
// `crypto-js/des` file: `tripledes` registers both DES and TripleDES on the shared core, so we
// import it for that side effect and read DES from the core.
import JSEncrypt from 'jsencrypt';
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes';
import Base64 from 'crypto-js/enc-base64';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import MD5 from 'crypto-js/md5';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { CipherUnavailableError } from './cipher-unavailable-error';
import type { EncryptedBody } from './encrypted-body';
import type { ServerKey } from './parse-server-key';
import { randomKeyString } from './random-key-string';

/**
 * Worked example, with K = 'q3ZfT0bA' and json = { a: 1 }:
 *   cipher  = Base64(DES-ECB-PKCS7('{"a":1}', key = bytes of 'q3ZfT0bA'))   e.g. 'u1Kc...=='
 *   body    = '"u1Kc...=="'                       (a JSON string literal)
 *   X-RSA   = Base64(RSA-PKCS1v1.5('q3ZfT0bA'))   (jsencrypt; random padding, differs each time)
 *   X-Digest= hex(MD5('u1Kc...=='))               32 lowercase hex digits
 */
export function encryptDes(plaintextJson: string, key: ServerKey): EncryptedBody {
  const k = randomKeyString(8);

  const rsa = new JSEncrypt();
  rsa.setPublicKey(key.spkiBase64);
  const wrappedKey = rsa.encrypt(k);
  // jsencrypt reports failure by returning false (bad key, message too long), not by throwing.
  if (typeof wrappedKey !== 'string' || wrappedKey.length === 0) throw new CipherUnavailableError('encrypt-failed');

  const encrypted = CryptoJS.DES.encrypt(Utf8.parse(plaintextJson), Utf8.parse(k), { mode: ECB, padding: Pkcs7 });
  const cipherText = Base64.stringify(encrypted.ciphertext);

  return {
    body: JSON.stringify(cipherText),
    headers: { Encryption: 'DES', 'X-RSA': wrappedKey, 'X-Digest': Hex.stringify(MD5(cipherText)) },
  };
}
