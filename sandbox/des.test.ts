// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decryptCsPath, desDecrypt, desEncrypt, encryptCsPath } from './des';

describe('des', () => {
  it('matches crypto-js DES-ECB-PKCS7 with a UTF-8 key, as the browser client encrypts', () => {
    const key = 'Ab3dE6gH';
    // CryptoJS.DES.encrypt('{"a":"ü"}', Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString()
    const reference = 'tLRWflmQbfhJecaTL4NGRw==';
    expect(desEncrypt('{"a":"ü"}', key)).toBe(reference);
    expect(desDecrypt(reference, key)).toBe('{"a":"ü"}');
  });

  it('throws instead of returning garbage for a wrong key', () => {
    const text = desEncrypt('{"username":"demo"}', 'Ab3dE6gH');
    expect(() => JSON.parse(desDecrypt(text, 'Zz9yX8wV'))).toThrow();
  });

  it('stores customer-service paths as cipher text followed by the 8-character key', () => {
    const path = encryptCsPath('https://chat.example.test/room?x=1', 'k3Y8zQ1w');
    expect(path.endsWith('k3Y8zQ1w')).toBe(true);
    expect(decryptCsPath(path)).toBe('https://chat.example.test/room?x=1');
  });
});
