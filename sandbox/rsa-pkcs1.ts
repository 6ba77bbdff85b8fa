import { constants, privateDecrypt, type KeyObject } from 'node:crypto';

// RSA PKCS#1 v1.5 decryption for the legacy `Encryption: DES` scheme (jsencrypt on the client).
//
// Why by hand: Node 20 refuses `privateDecrypt` with RSA_PKCS1_PADDING (CVE-2023-46809, the
// Marvin timing attack) unless started with --security-revert. So we ask OpenSSL for the raw RSA
// result (RSA_NO_PADDING) and strip the PKCS#1 v1.5 type-2 padding ourselves:
//
//   EM = 00 ‖ 02 ‖ PS (≥ 8 non-zero random bytes) ‖ 00 ‖ M
//
// This is not constant-time. That is acceptable for a local sandbox; a production server must use
// a library with implicit rejection, or better, the AES-GCM + OAEP scheme.

export function rsaPkcs1v15Decrypt(privateKey: KeyObject, cipher: Buffer): Buffer {
  const size = modulusBytes(privateKey);
  if (cipher.length === 0 || cipher.length > size) throw new Error('RSA cipher text has the wrong length');
  // Some encoders drop leading zero bytes of the cipher integer; the raw RSA call needs exactly
  // the modulus length, so put them back.
  const input = cipher.length === size ? cipher : Buffer.concat([Buffer.alloc(size - cipher.length), cipher]);
  const em = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, input);
  if (em.length !== size || em[0] !== 0x00 || em[1] !== 0x02) throw new Error('bad PKCS#1 v1.5 padding');
  const separator = em.indexOf(0x00, 2);
  if (separator < 10) throw new Error('bad PKCS#1 v1.5 padding'); // PS must be at least 8 bytes
  return em.subarray(separator + 1);
}

function modulusBytes(key: KeyObject): number {
  const bits = key.asymmetricKeyDetails?.modulusLength;
  if (!bits) throw new Error('not an RSA key');
  return Math.ceil(bits / 8);
}
