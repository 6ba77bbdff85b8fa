// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, bytesToHex, concatBytes, utf8 } from './bytes';

describe('bytes', () => {
  it('round-trips Base64', () => {
    expect(bytesToBase64(new Uint8Array([1, 2, 3]))).toBe('AQID');
    expect(Array.from(base64ToBytes('AQID') ?? [])).toEqual([1, 2, 3]);
    expect(Array.from(base64ToBytes('AQ\nID') ?? [])).toEqual([1, 2, 3]);
  });

  it('rejects malformed Base64 with null', () => {
    for (const bad of ['', 'AQI', 'AQ*D', '====', 'A===']) expect(base64ToBytes(bad)).toBeNull();
  });

  it('encodes UTF-8 and hex', () => {
    expect(Array.from(utf8('é'))).toEqual([0xc3, 0xa9]);
    expect(bytesToHex(new Uint8Array([0, 255, 16]))).toBe('00ff10');
    expect(Array.from(concatBytes(new Uint8Array([1]), new Uint8Array([2, 3])))).toEqual([1, 2, 3]);
  });
});
