// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isHostName, originProblem } from './value-checks';

describe('redirect allow-list origins', () => {
  it('accepts exact https origins', () => {
    expect(originProblem('https://pay.brand.example')).toBeNull();
    expect(originProblem('https://partners.brand.example:8443')).toBeNull();
  });

  it.each([
    ['http://pay.brand.example', /uses http:/],
    ['https://pay.brand.example/', /path/],
    ['https://pay.brand.example/callback', /path/],
    ['https://pay.brand.example?x=1', /path, query or fragment/],
    ['https://pay.brand.example#x', /path, query or fragment/],
    ['https://user@pay.brand.example', /user info/],
    ['https://pay.brand.example:443', /writes it as "https:\/\/pay.brand.example"/],
    ['https://PAY.brand.example', /writes it as "https:\/\/pay.brand.example"/],
    ['https://pay..example', /not a valid host name/],
    ['https://pay.brand.example:99999', /not a URL/],
    ['//evil.example', /not a URL/],
    ['javascript:alert(1)', /uses javascript:/],
  ])('rejects %s', (entry, why) => {
    expect(originProblem(entry)).toMatch(why);
  });
});

describe('host names', () => {
  it('checks labels', () => {
    expect(isHostName('m.luckyvn.example')).toBe(true);
    expect(isHostName('luckyvn.localhost')).toBe(true);
    for (const bad of ['a..b', '-a.example', 'a-.example', 'a.example.', `${'a'.repeat(64)}.example`]) expect(isHostName(bad)).toBe(false);
  });
});
