// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { promoImageUrl } from './promo-image';

const allow = ['http://cdn-a.localhost', 'https://img1.luckyvn.example'];

describe('promoImageUrl', () => {
  it('puts a path on the first allowed image CDN', () => {
    expect(promoImageUrl('/promotions/login.svg', ['https://evil.example', 'http://cdn-a.localhost:4173/'], allow)).toBe('http://cdn-a.localhost:4173/promotions/login.svg');
    expect(promoImageUrl('promotions/login.svg', ['https://img1.luckyvn.example/img'], allow)).toBe('https://img1.luckyvn.example/img/promotions/login.svg');
  });
  it('takes an absolute URL only from the image list, and nothing without a usable CDN', () => {
    expect(promoImageUrl('https://img1.luckyvn.example/p.png', [], allow)).toBe('https://img1.luckyvn.example/p.png');
    expect(promoImageUrl('https://evil.example/p.png', [], allow)).toBeNull();
    expect(promoImageUrl('javascript:alert(1)', [], allow)).toBeNull();
    expect(promoImageUrl('//evil.example/p.png', [], allow)).toBeNull();
    expect(promoImageUrl('/p.png', ['https://evil.example'], allow)).toBeNull();
    expect(promoImageUrl('', ['http://cdn-a.localhost'], allow)).toBeNull();
  });
});
