// @vitest-environment node
import { JSEncrypt } from 'jsencrypt';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptBody } from './decrypt-body';
import { desEncrypt } from './des';
import { createKeyPair } from './key-pair';
import { sealPayload } from './wire-client';

const pair = createKeyPair();
const payload = { username: 'demo', password: 'pässwörd 🔑', nested: { n: 1 } };
const open = (sealed: ReturnType<typeof sealPayload>) =>
  decryptBody(
    { encryption: sealed.headers.Encryption, xRsa: sealed.headers['X-RSA'], xDigest: sealed.headers['X-Digest'], raw: sealed.body },
    pair.privateKey,
  );

describe('decryptBody', () => {
  it('opens the DES scheme and the AES-GCM scheme', () => {
    expect(open(sealPayload(payload, pair.rsaKey, 'DES'))).toEqual({ kind: 'decrypted', scheme: 'DES', json: payload });
    expect(open(sealPayload(payload, pair.rsaKey, 'AES-GCM'))).toEqual({ kind: 'decrypted', scheme: 'AES-GCM', json: payload });
  });

  it('opens a key wrapped by jsencrypt, the library the browser client uses', () => {
    const rsa = new JSEncrypt();
    rsa.setPublicKey(pair.rsaKey); // the bare Base64 DER of the key endpoint
    const wrapped = rsa.encrypt('Ab3dE6gH');
    expect(typeof wrapped).toBe('string');
    const text = desEncrypt(JSON.stringify(payload), 'Ab3dE6gH');
    const digest = createHash('md5').update(text).digest('hex');
    const result = decryptBody({ encryption: 'DES', xRsa: wrapped as string, xDigest: digest, raw: JSON.stringify(text) }, pair.privateKey);
    expect(result).toEqual({ kind: 'decrypted', scheme: 'DES', json: payload });
  });

  it('fails closed on a wrong digest, a tampered body, a foreign key or an unknown scheme', () => {
    const des = sealPayload(payload, pair.rsaKey, 'DES');
    const aes = sealPayload(payload, pair.rsaKey, 'AES-GCM');
    const other = createKeyPair();
    const cases = [
      { ...des.headers, 'X-Digest': '0'.repeat(32), raw: des.body },
      { ...aes.headers, raw: JSON.stringify(flipLastChar(JSON.parse(aes.body) as string)) },
      { ...sealPayload(payload, other.rsaKey, 'DES').headers, raw: des.body },
      { ...des.headers, Encryption: 'ROT13' as never, raw: des.body },
      { ...des.headers, raw: '{"not":"a string"}' },
    ];
    for (const c of cases) {
      const result = decryptBody({ encryption: c.Encryption, xRsa: c['X-RSA'], xDigest: c['X-Digest'], raw: c.raw }, pair.privateKey);
      expect(result.kind).toBe('error');
      if (result.kind === 'error') expect(result.code).toBe('decrypt.failed');
    }
  });

  it('passes plaintext JSON through and flags a body that is not JSON', () => {
    expect(decryptBody({ raw: '{"a":1}' }, pair.privateKey)).toEqual({ kind: 'plain', json: { a: 1 } });
    expect(decryptBody({ raw: '' }, pair.privateKey)).toEqual({ kind: 'plain', json: {} });
    expect(decryptBody({ raw: '{' }, pair.privateKey)).toMatchObject({ kind: 'error', code: 'request.invalid' });
  });
});

/** Changes one Base64 character of the tag so the digest must be recomputed to get past it. */
function flipLastChar(text: string): string {
  const i = text.replace(/=+$/, '').length - 2;
  return text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1);
}
