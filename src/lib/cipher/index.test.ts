// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { CipherUnavailableError, encryptBody, KEY_ALPHABET, parseServerKey, type CipherScheme } from './index';
import { keyResponse, makeKeyPair, serverDecrypt } from './testing/server-side';

// One 2048-bit pair for the whole file: generating keys is the slow part.
const pair = makeKeyPair(2048);
const payload = { username: 'player1', password: 'pässwörd 密码 "quoted"', loginDeviceId: 'x', isOfficialAppLogin: false };

describe.each<CipherScheme>(['DES', 'AES-GCM'])('encryptBody golden vectors (%s)', (scheme) => {
  it('round-trips through an independent node:crypto server', async () => {
    const key = await parseServerKey(keyResponse(pair), scheme);
    const { body, headers } = await encryptBody(payload, key, scheme);

    expect(headers.Encryption).toBe(scheme);
    expect(body.startsWith('"') && body.endsWith('"')).toBe(true);
    expect(body).not.toContain('player1');
    expect(body).not.toContain('pässwörd');

    const decrypted = serverDecrypt(pair, body, headers);
    expect(decrypted.json).toEqual(payload);
    expect(decrypted.digestOk).toBe(true);
    expect(headers['X-Digest']).toMatch(scheme === 'DES' ? /^[0-9a-f]{32}$/ : /^[0-9a-f]{64}$/);
  });

  it('uses a fresh body key every time', async () => {
    const key = await parseServerKey(keyResponse(pair), scheme);
    const first = await encryptBody(payload, key, scheme);
    const second = await encryptBody(payload, key, scheme);
    expect(first.body).not.toBe(second.body);
    expect(serverDecrypt(pair, first.body, first.headers).key).not.toEqual(serverDecrypt(pair, second.body, second.headers).key);
  });
});

describe('encryptBody key material', () => {
  it('DES: the body key is 8 characters of A-Z a-z 0-9', async () => {
    const key = await parseServerKey(keyResponse(pair), 'DES');
    const { body, headers } = await encryptBody({ a: 1 }, key, 'DES');
    const k = serverDecrypt(pair, body, headers).key.toString('utf8');
    expect(k).toHaveLength(8);
    for (const char of k) expect(KEY_ALPHABET).toContain(char);
  });

  it('AES-GCM: the body key is 32 bytes and the IV 12', async () => {
    const key = await parseServerKey(keyResponse(pair), 'AES-GCM');
    const { body, headers } = await encryptBody({ a: 1 }, key, 'AES-GCM');
    expect(serverDecrypt(pair, body, headers).key).toHaveLength(32);
    // 12 IV + 7 plaintext ('{"a":1}') + 16 tag
    expect(atob(JSON.parse(body) as string)).toHaveLength(12 + 7 + 16);
  });
});

describe('encryptBody fails closed', () => {
  it('refuses a scheme the key does not accept', async () => {
    const key = await parseServerKey(keyResponse(pair, { DES: false }), 'AES-GCM');
    await expect(encryptBody({ a: 1 }, key, 'DES')).rejects.toMatchObject({ code: 'cipher.unavailable', reason: 'scheme-not-accepted' });
  });

  it('refuses an unknown scheme', async () => {
    const key = await parseServerKey(keyResponse(pair), 'DES');
    await expect(encryptBody({ a: 1 }, key, 'ROT13' as CipherScheme)).rejects.toBeInstanceOf(CipherUnavailableError);
  });

  it('refuses a body that is not JSON, without leaking it', async () => {
    const key = await parseServerKey(keyResponse(pair), 'AES-GCM');
    const error = await encryptBody(undefined, key, 'AES-GCM').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CipherUnavailableError);
    expect((error as CipherUnavailableError).reason).toBe('encrypt-failed');
  });

  it('turns a WebCrypto failure into CipherUnavailableError', async () => {
    const key = await parseServerKey(keyResponse(pair), 'AES-GCM');
    vi.spyOn(globalThis.crypto.subtle, 'encrypt').mockRejectedValue(new Error('OperationError: secret details'));
    const error = await encryptBody({ password: 'hunter2' }, key, 'AES-GCM').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CipherUnavailableError);
    expect(JSON.stringify(error) + String(error)).not.toMatch(/hunter2|secret details/);
  });
});
