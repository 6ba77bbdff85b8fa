// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { corsAllows, sriOf } from './script-integrity';

describe('script-integrity', () => {
  it('prints the hash an integrity attribute takes (sha384, base64)', () => {
    const bytes = new TextEncoder().encode('window.initGeetest = function () {};\n');
    expect(sriOf(bytes)).toBe(`sha384-${createHash('sha384').update(bytes).digest('base64')}`);
    expect(sriOf(new Uint8Array())).toBe('sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb');
  });

  it('a pinned cross-origin script needs the answer to allow the page’s origin', () => {
    expect(corsAllows('*', 'https://m.example.com')).toBe(true);
    expect(corsAllows('https://m.example.com', 'https://m.example.com')).toBe(true);
    expect(corsAllows(null, 'https://m.example.com')).toBe(false);
    expect(corsAllows('https://other.example', 'https://m.example.com')).toBe(false);
  });
});
