// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { domainOrigin } from './domain-origin';
import { randomSample } from './random-sample';
import { affiliateParams, indexReloadUrl } from './reload-target';

const https = { protocol: 'https:', port: '' };
const sandbox = { protocol: 'http:', port: '4173' };

describe('domainOrigin', () => {
  it.each([
    ['m2.luckyvn.example', https, 'https://m2.luckyvn.example'],
    ['  M2.LuckyVN.example ', https, 'https://m2.luckyvn.example'],
    ['luckyvn.localhost', sandbox, 'http://luckyvn.localhost:4173'],
    ['m3.example:8443', https, 'https://m3.example:8443'],
    ['https://m4.example/some/path?x=1', sandbox, 'https://m4.example'],
    ['http://m5.example:81', https, 'http://m5.example:81'],
  ])('%s → %s', (name, page, expected) => expect(domainOrigin(name, page)).toBe(expected));

  it.each(['', 'javascript:alert(1)', 'evil.example/@x', 'a b.example', 'user@evil.example', '-bad.example', '//evil.example', 'data:text/html,x'])(
    'refuses %j',
    (name) => expect(domainOrigin(name, https)).toBeNull(),
  );
});

describe('reload target (/m/index.html with affiliateCode and r)', () => {
  it('takes the landing URL first, then the local registration info', () => {
    expect(affiliateParams('?affiliateCode=AFF1&r=R9', { affiliateCode: 'OLD', referralCode: 'OLD' })).toEqual({ affiliateCode: 'AFF1', r: 'R9' });
    expect(affiliateParams('?x=1', { affiliateCode: 'AFF2', referralCode: 'R2' })).toEqual({ affiliateCode: 'AFF2', r: 'R2' });
    expect(affiliateParams('?r=R3', { affiliateCode: 'AFF2' })).toEqual({ affiliateCode: 'AFF2', r: 'R3' });
    expect(affiliateParams('', null)).toEqual({ affiliateCode: null, r: null });
    expect(affiliateParams('?affiliateCode=%20', { affiliateCode: 5 })).toEqual({ affiliateCode: null, r: null });
  });

  it('builds the URL with only the values there are, encoded', () => {
    expect(indexReloadUrl('https://m2.a.example', { affiliateCode: 'AFF1', r: 'R 9&x' })).toBe('https://m2.a.example/m/index.html?affiliateCode=AFF1&r=R+9%26x');
    expect(indexReloadUrl('http://a.localhost:4173', { affiliateCode: null, r: null })).toBe('http://a.localhost:4173/m/index.html');
  });
});

describe('randomSample', () => {
  it('returns at most n distinct items', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    for (let run = 0; run < 20; run++) {
      const sample = randomSample(items, 10);
      expect(sample).toHaveLength(10);
      expect(new Set(sample).size).toBe(10);
      for (const item of sample) expect(items).toContain(item);
    }
    expect(randomSample([1, 2], 10).sort()).toEqual([1, 2]);
    expect(randomSample([1, 2], 0)).toEqual([]);
  });

  it('follows the random source (a Fisher-Yates shuffle)', () => {
    expect(randomSample(['a', 'b', 'c', 'd'], 2, (n) => n - 1)).toEqual(['d', 'a']);
    expect(randomSample(['a', 'b', 'c', 'd'], 2, () => 0)).toEqual(['a', 'b']);
  });
});
