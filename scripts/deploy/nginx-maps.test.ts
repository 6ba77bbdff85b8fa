// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prng } from './nginx-fixture.ts';
import { VALID_ENCODING } from './nginx-maps.ts';

describe('paths the sandbox would not decode', () => {
  it('VALID_ENCODING accepts exactly what decodeURIComponent accepts', () => {
    const valid = new RegExp(VALID_ENCODING.replace('*+', '*'));
    const bytes = ['%41', '%7f', '%80', '%bf', '%c2', '%C3%A9', '%c0%80', '%e0%a4%a4', '%E0%80%80', '%ed%9f%bf', '%ed%a0%80', '%ef%bf%bf', '%f0%9f%98%80', '%f0%80%80%80', '%f4%8f%bf%bf', '%f4%90%80%80', '%f5%80%80%80', '%', '%4', '%zz', '%2f', '%00', 'a', '~'];
    const rand = prng(11);
    for (let n = 0; n < 3000; n += 1) {
      const path = `/m/${Array.from({ length: 1 + Math.floor(rand.next() * 4) }, () => rand.pick(bytes)).join('')}`;
      let decodes = true;
      try {
        decodeURIComponent(path);
      } catch {
        decodes = false;
      }
      expect([path, valid.test(path), valid.test(`${path}?x=%zz`)]).toEqual([path, decodes, decodes]);
    }
  });
});
