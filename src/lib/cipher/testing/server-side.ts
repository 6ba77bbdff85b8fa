/// <reference types="node" />
// Test support only (never imported by app code): an independent, node:crypto implementation of
// the server half of docs/wire-contract.md section 3, so the golden-vector tests check our client
// against the contract rather than against itself.
import { constants, createDecipheriv, createHash, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

export interface TestKeyPair {
  privateKey: KeyObject;
  /** Base64 DER SubjectPublicKeyInfo, what GET /wps/session/key/rsa puts in `rsaKey`. */
  rsaKey: string;
}

export function makeKeyPair(modulusLength = 2048): TestKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength });
  return { privateKey, rsaKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64') };
}

export function keyResponse(pair: TestKeyPair, flags: { RSA?: boolean; DES?: boolean } = {}) {
  return { success: true, rsaKey: pair.rsaKey, RSA: flags.RSA ?? true, DES: flags.DES ?? true };
}

/**
 * RSA PKCS#1 v1.5 decryption done by hand: Node 20 refuses PKCS1 padding in privateDecrypt
 * (Marvin attack mitigation), so decrypt raw and strip `00 02 <nonzero padding, ≥ 8> 00 <message>`.
 */
export function rsaPkcs1Decrypt(privateKey: KeyObject, base64: string): Buffer {
  const block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(base64, 'base64'));
  if (block[0] !== 0x00 || block[1] !== 0x02) throw new Error('bad PKCS#1 v1.5 block');
  const separator = block.indexOf(0x00, 2);
  if (separator < 10) throw new Error('bad PKCS#1 v1.5 padding');
  return block.subarray(separator + 1);
}

export interface Decrypted {
  json: unknown;
  /** The body key as the client chose it (the 8-character string, or 32 raw bytes). */
  key: Buffer;
  digestOk: boolean;
}

/** Decrypts a request exactly as the server would; `body` is the raw request body text. */
export function serverDecrypt(pair: TestKeyPair, body: string, headers: Record<string, string | undefined>): Decrypted {
  const cipherText = JSON.parse(body) as unknown;
  if (typeof cipherText !== 'string') throw new Error('body is not a JSON string literal');
  const xRsa = headers['x-rsa'] ?? headers['X-RSA'] ?? '';
  const xDigest = headers['x-digest'] ?? headers['X-Digest'] ?? '';
  const scheme = headers.encryption ?? headers.Encryption;

  if (scheme === 'DES') {
    const key = rsaPkcs1Decrypt(pair.privateKey, xRsa);
    const plain = CryptoJS.DES.decrypt(
      CryptoJS.lib.CipherParams.create({ ciphertext: Base64.parse(cipherText) }),
      Utf8.parse(key.toString('utf8')),
      { mode: ECB, padding: Pkcs7 },
    );
    const digestOk = createHash('md5').update(cipherText).digest('hex') === xDigest;
    return { json: JSON.parse(Utf8.stringify(plain)), key, digestOk };
  }
  if (scheme === 'AES-GCM') {
    const key = privateDecrypt(
      { key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(xRsa, 'base64'),
    );
    const sealed = Buffer.from(cipherText, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const plain = Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
    const digestOk = createHash('sha256').update(cipherText).digest('hex') === xDigest;
    return { json: JSON.parse(plain.toString('utf8')), key, digestOk };
  }
  throw new Error(`unknown Encryption header ${String(scheme)}`);
}
