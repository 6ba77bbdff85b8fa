// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { KEY_ALPHABET, randomKeyString } from './random-key-string';

describe('randomKeyString', () => {
  it('returns the requested length from A-Z a-z 0-9', () => {
    for (let i = 0; i < 200; i++) {
      const key = randomKeyString(8);
      expect(key).toMatch(/^[A-Za-z0-9]{8}$/);
    }
    expect(KEY_ALPHABET).toHaveLength(62);
  });

  it('uses crypto.getRandomValues, never Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const getRandomValues = vi.spyOn(globalThis.crypto, 'getRandomValues');
    randomKeyString(8);
    expect(getRandomValues).toHaveBeenCalled();
    expect(random).not.toHaveBeenCalled();
  });

  it('rejects bytes 248..255 instead of folding them (no modulo bias)', () => {
    // Feed 248, 255 (both rejected), then 0 → 'A', 61 → '9', 62 → 'A' (62 % 62), ...
    const bytes = [248, 255, 0, 61, 62, 123, 124, 185, 186, 247];
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const view = array as unknown as Uint8Array;
      for (let i = 0; i < view.length; i++) view[i] = bytes.shift() ?? 1;
      return array;
    });
    expect(randomKeyString(8)).toBe('A9A9A9A9');
  });

  it('is roughly uniform', () => {
    const counts = new Map<string, number>();
    const n = 62 * 200;
    const text = randomKeyString(n);
    for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    for (const count of counts.values()) expect(count).toBeGreaterThan(100); // expected 200
  });

  it('refuses a non-positive length', () => {
    expect(() => randomKeyString(0)).toThrow(RangeError);
  });
});
