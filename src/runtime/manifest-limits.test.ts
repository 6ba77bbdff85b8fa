// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkManifestLimits, jsonDepth, MAX_MANIFEST_BYTES } from './manifest-limits';

describe('manifest limits', () => {
  it('measures nesting outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":"]]"}]}')).toBe(3);
    expect(jsonDepth('{"a":"\\"[[[["}')).toBe(1);
    expect(jsonDepth('1')).toBe(0);
  });

  it('refuses too big and too deep, accepts ordinary', () => {
    expect(checkManifestLimits(`{"a":"${'x'.repeat(MAX_MANIFEST_BYTES)}"}`)).toMatch(/bytes; the limit is 262144/);
    expect(checkManifestLimits('['.repeat(17) + ']'.repeat(17))).toBe('manifest nests 17 levels deep; the limit is 16');
    expect(checkManifestLimits('{"id":"x","routes":[{"a":[1]}]}')).toBeNull();
  });
});
