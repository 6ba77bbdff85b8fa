import { createDecipheriv, createHash, constants, privateDecrypt, timingSafeEqual, type KeyObject } from 'node:crypto';
import { desDecrypt } from './des';
import { rsaPkcs1v15Decrypt } from './rsa-pkcs1';

// The server side of wire-contract section 3. Given the raw request body and its headers, it
// returns the JSON the client meant to send, exactly as if it had been sent in the clear.
//
//   Encryption: DES      X-RSA = RSA-PKCS#1 v1.5(K, 8 chars)  body = "Base64(DES-ECB(json, K))"
//                        X-Digest = md5hex(Base64 text)
//   Encryption: AES-GCM  X-RSA = RSA-OAEP-SHA-256(K, 32 bytes)  body = "Base64(IV12 ‖ ct ‖ tag16)"
//                        X-Digest = sha256hex(Base64 text)

export type CipherScheme = 'DES' | 'AES-GCM';

export interface EncryptedRequest {
  encryption?: string;
  xRsa?: string;
  xDigest?: string;
  raw: string;
}

export type DecryptResult =
  | { kind: 'plain'; json: unknown }
  | { kind: 'decrypted'; scheme: CipherScheme; json: unknown }
  | { kind: 'error'; code: 'decrypt.failed' | 'request.invalid'; reason: string };

export function decryptBody(request: EncryptedRequest, privateKey: KeyObject): DecryptResult {
  if (!request.encryption) {
    if (request.raw.trim() === '') return { kind: 'plain', json: {} };
    try {
      return { kind: 'plain', json: JSON.parse(request.raw) };
    } catch {
      return { kind: 'error', code: 'request.invalid', reason: 'the body is not JSON' };
    }
  }
  const scheme = request.encryption.toUpperCase();
  try {
    if (scheme !== 'DES' && scheme !== 'AES-GCM') throw new Error(`unknown Encryption "${request.encryption}"`);
    const text = cipherText(request.raw);
    if (!request.xRsa) throw new Error('X-RSA header missing');
    checkDigest(scheme, text, request.xDigest);
    const wrapped = Buffer.from(request.xRsa, 'base64');
    const plain = scheme === 'DES' ? openDes(text, wrapped, privateKey) : openAesGcm(text, wrapped, privateKey);
    return { kind: 'decrypted', scheme, json: JSON.parse(plain) };
  } catch (error) {
    return { kind: 'error', code: 'decrypt.failed', reason: (error as Error).message };
  }
}

/** The body is a JSON string literal holding Base64. */
function cipherText(raw: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('the encrypted body is not a JSON string literal');
  }
  if (typeof parsed !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(parsed)) {
    throw new Error('the encrypted body must be a JSON string of Base64');
  }
  return parsed;
}

function checkDigest(scheme: CipherScheme, text: string, digest: string | undefined): void {
  if (!digest) throw new Error('X-Digest header missing');
  const expected = createHash(scheme === 'DES' ? 'md5' : 'sha256').update(text).digest('hex');
  const given = Buffer.from(digest.toLowerCase());
  if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) {
    throw new Error('X-Digest does not match the body');
  }
}

function openDes(text: string, wrapped: Buffer, privateKey: KeyObject): string {
  const key = rsaPkcs1v15Decrypt(privateKey, wrapped).toString('utf8');
  if (!/^[A-Za-z0-9]{8}$/.test(key)) throw new Error('the DES key must be 8 characters A-Z a-z 0-9');
  return desDecrypt(text, key);
}

function openAesGcm(text: string, wrapped: Buffer, privateKey: KeyObject): string {
  const key = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, wrapped);
  if (key.length !== 32) throw new Error('the AES key must be 32 bytes');
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length < 12 + 16) throw new Error('the AES-GCM body is too short');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
}
