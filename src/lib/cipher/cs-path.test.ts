// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decryptCsPath } from './cs-path';

// Golden vectors made by the sandbox's server-side encoder (sandbox/des.ts, encryptCsPath), so
// the client is checked against the wire contract rather than against itself.
const LVN_CHAT = '0nXilGKN4jA4EWjPluPAlUDi8n+LsdFVaNf8rlkzTCGKlOI7ccDLUQ==k3Y8zQ1w';
const TELEGRAM = 'YFpU7KVM9lUAv6LFeBJJ2oVPVw//lCjtuFTKOyCGThI=Ab3dE6gH';

describe('decryptCsPath (cipher text + 8-character key)', () => {
  it('decrypts what the server sends', () => {
    expect(decryptCsPath(LVN_CHAT)).toBe('https://chat.example.test/lvn?x=1');
    expect(decryptCsPath(TELEGRAM)).toBe('https://t.me/lvn_sandbox');
  });

  it.each([
    ['a plain URL', 'https://chat.example.test/lvn'],
    ['too short', 'Ab3dE6gH'],
    ['not Base64', `not base64!${'Ab3dE6gH'}`],
    ['the wrong key', `${TELEGRAM.slice(0, -8)}Zz9yX8wV`],
    ['damaged cipher text', `AAAA${TELEGRAM.slice(4)}`],
  ])('throws for %s', (_name, path) => {
    expect(() => {
      const text = decryptCsPath(path);
      // A wrong key can, rarely, still unpad; it never gives back the URL.
      if (!text.startsWith('https://')) throw new Error('garbage');
    }).toThrow();
  });
});
