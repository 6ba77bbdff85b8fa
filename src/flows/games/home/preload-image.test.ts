import { afterEach, describe, expect, it } from 'vitest';
import { preloadImage } from './preload-image';

afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove()));

describe('preloadImage', () => {
  it('adds one high-priority image preload, typed for WebP, and not twice', () => {
    preloadImage('/m/merchants/luckyvn/assets/banners/lottery-daily.webp');
    preloadImage('/m/merchants/luckyvn/assets/banners/lottery-daily.webp');
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.as).toBe('image');
    expect(links[0]!.type).toBe('image/webp');
    expect(links[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(links[0]!.getAttribute('href')).toBe('/m/merchants/luckyvn/assets/banners/lottery-daily.webp');
  });
  it('leaves the type out for a JPEG, which every browser shows', () => {
    preloadImage('/m/merchants/x/assets/banners/a.jpg');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="preload"]')!.type).toBe('');
  });
});
