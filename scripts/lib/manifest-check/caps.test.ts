// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { depthFinding, exceedsDepth, sizeFinding, tooDeep } from './caps';

const nest = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

describe('caps', () => {
  it('measures depth without parsing, ignoring brackets inside strings', () => {
    expect(exceedsDepth('{"a":"[[[[[[[[[["}', 1)).toBe(false);
    expect(exceedsDepth('{"a":"\\"[[[", "b":[[1]]}', 2)).toBe(true);
    expect(exceedsDepth(nest(16), 16)).toBe(false);
    expect(exceedsDepth(nest(17), 16)).toBe(true);
  });

  it('names the first container that is too deep with a JSON pointer', () => {
    expect(tooDeep('{"a":[[1]]}', 2)).toBe('/a/0');
    expect(tooDeep('{"x":1,"list":[0,{"k~/":{"deep":{}}}]}', 3)).toBe('/list/1/k~0~1');
    expect(tooDeep('{"a\\"b":{"c":{}}}', 2)).toBe('/a"b/c');
    expect(depthFinding(nest(17))).toEqual({ pointer: '/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a', message: 'nested deeper than 16 levels: a manifest needs at most a few; flatten this value' });
    expect(depthFinding(nest(3))).toBeNull();
  });

  it('caps the size at 256 KiB', () => {
    expect(sizeFinding(256 * 1024)).toBeNull();
    expect(sizeFinding(256 * 1024 + 1)?.message).toBe('file is 257 KiB (262145 bytes), over the 256 KiB limit for a manifest: keep images and long texts in asset files');
  });
});
