// @vitest-environment node
import JSEncrypt from 'jsencrypt';
import { describe, expect, it, vi } from 'vitest';
import { CipherUnavailableError } from './cipher-unavailable-error';
import { encryptDes } from './des-scheme';
import { encryptBody } from './index';
import { parseServerKey } from './parse-server-key';
import { keyResponse, makeKeyPair } from './testing/server-side';

const pair = makeKeyPair(2048);

describe('encryptDes', () => {
  it('treats jsencrypt returning false as a failure (it never throws)', async () => {
    const key = await parseServerKey(keyResponse(pair), 'DES');
    vi.spyOn(JSEncrypt.prototype, 'encrypt').mockReturnValue(false);
    expect(() => encryptDes('{"password":"hunter2"}', key)).toThrow(CipherUnavailableError);
    await expect(encryptBody({ password: 'hunter2' }, key, 'DES')).rejects.toMatchObject({ reason: 'encrypt-failed' });
  });

  it('treats jsencrypt throwing as a failure too', async () => {
    const key = await parseServerKey(keyResponse(pair), 'DES');
    vi.spyOn(JSEncrypt.prototype, 'encrypt').mockImplementation(() => {
      throw new Error('boom');
    });
    await expect(encryptBody({ a: 1 }, key, 'DES')).rejects.toBeInstanceOf(CipherUnavailableError);
  });
});
