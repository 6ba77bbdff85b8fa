import { constants, createCipheriv, createHash, createPublicKey, publicEncrypt, randomBytes, randomInt } from 'node:crypto';
import { desEncrypt } from './des';
import type { CipherScheme } from './decrypt-body';

// The client half of wire-contract section 3, in Node, for the sandbox's own tests and for
// scripts that drive the sandbox (seeding, demos). The browser client lives in src/lib/cipher.
//
//   const { rsaKey } = await (await fetch(`${url}/wps/session/key/rsa?_=1`, { headers })).json();
//   const sealed = sealPayload({ username: 'demo', password: 'demo1234' }, rsaKey, 'DES');
//   await fetch(`${url}/wps/session/login`, { method: 'POST', headers: { ...headers, ...sealed.headers }, body: sealed.body });

export interface SealedPayload {
  body: string;
  headers: { Encryption: CipherScheme; 'X-RSA': string; 'X-Digest': string };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function sealPayload(payload: unknown, rsaKey: string, scheme: CipherScheme = 'DES'): SealedPayload {
  const publicKey = createPublicKey({ key: Buffer.from(rsaKey, 'base64'), format: 'der', type: 'spki' });
  const json = JSON.stringify(payload);
  if (scheme === 'DES') {
    const key = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const text = desEncrypt(json, key);
    // Node still allows PKCS#1 v1.5 for *encryption*; only private decryption is refused.
    const wrapped = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(key));
    return seal(text, wrapped, 'DES', createHash('md5').update(text).digest('hex'));
  }
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([iv, cipher.update(json, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const text = body.toString('base64');
  const wrapped = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, key);
  return seal(text, wrapped, 'AES-GCM', createHash('sha256').update(text).digest('hex'));
}

function seal(text: string, wrapped: Buffer, scheme: CipherScheme, digest: string): SealedPayload {
  return {
    body: JSON.stringify(text),
    headers: { Encryption: scheme, 'X-RSA': wrapped.toString('base64'), 'X-Digest': digest },
  };
}
