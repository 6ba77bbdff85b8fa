// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CipherUnavailableError } from './cipher-unavailable-error';
import { parseServerKey } from './parse-server-key';
import { keyResponse, makeKeyPair } from './testing/server-side';

const strong = makeKeyPair(2048);

async function reason(response: unknown, scheme: 'DES' | 'AES-GCM' = 'DES'): Promise<string> {
  const error = await parseServerKey(response, scheme).then(
    () => 'accepted',
    (e: unknown) => e,
  );
  if (error === 'accepted') return error;
  expect(error).toBeInstanceOf(CipherUnavailableError);
  const e = error as CipherUnavailableError;
  expect(e.code).toBe('cipher.unavailable');
  // The message is safe to show: no key material in it.
  expect(e.message).not.toContain(strong.rsaKey.slice(40, 80));
  return e.reason;
}

describe('parseServerKey', () => {
  it('accepts a 2048-bit key and reports what the server accepts', async () => {
    const key = await parseServerKey(keyResponse(strong, { DES: false }), 'AES-GCM');
    expect(key.modulusLength).toBe(2048);
    expect(key.accepts).toEqual({ DES: false, 'AES-GCM': true });
    expect(key.spkiBase64).toBe(strong.rsaKey);
  });

  it('tolerates line breaks inside the Base64', async () => {
    const wrapped = strong.rsaKey.replace(/(.{64})/g, '$1\n');
    expect(await reason({ ...keyResponse(strong), rsaKey: wrapped })).toBe('accepted');
  });

  it('rejects a 1024-bit key', async () => {
    expect(await reason(keyResponse(makeKeyPair(1024)))).toBe('key-too-short');
  });

  it.each([
    ['not Base64', 'this is not base64!'],
    ['Base64 of garbage', btoa('garbage garbage garbage')],
    ['empty', ''],
    ['a number', 42],
    ['missing', undefined],
  ])('rejects a key that is %s', async (_label, rsaKey) => {
    expect(await reason({ success: true, rsaKey, RSA: true, DES: true })).toBe('key-unparsable');
  });

  it.each([
    ['success: false', { ...keyResponse(strong), success: false }],
    ['success: "true"', { ...keyResponse(strong), success: 'true' }],
    ['null', null],
    ['an array', []],
    ['a string', 'ok'],
  ])('rejects a response with %s', async (_label, response) => {
    expect(await reason(response)).toBe('key-fetch-failed');
  });

  it.each([
    ['DES', { RSA: true, DES: false }],
    ['DES', { RSA: false, DES: true }],
    ['AES-GCM', { RSA: false, DES: true }],
  ] as const)('rejects %s when the server flags are %o', async (scheme, flags) => {
    expect(await reason(keyResponse(strong, flags), scheme)).toBe('scheme-not-accepted');
  });

  it('rejects an unknown scheme', async () => {
    expect(await reason(keyResponse(strong), 'RC4' as 'DES')).toBe('scheme-unknown');
  });
});
