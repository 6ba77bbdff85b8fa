import { describe, expect, it } from 'vitest';
import { applyAppleHead, splashMedia } from './head-links';

describe('iOS head tags', () => {
  it('writes the splash media query of one device size', () => {
    expect(splashMedia({ width: 390, height: 844, pixelRatio: 3 })).toBe(
      '(device-width: 390px) and (device-height: 844px) and (-webkit-device-pixel-ratio: 3) and (orientation: portrait)',
    );
  });

  it('leaves one set of tags however often it runs, the page\'s own tab icon replaced', () => {
    const doc = document.implementation.createHTMLDocument('app');
    doc.head.insertAdjacentHTML('beforeend', '<link rel="icon" type="image/png" sizes="192x192" href="/m/from-the-html.png">');
    const splash = [{ href: '/m/a.png', media: splashMedia({ width: 320, height: 568, pixelRatio: 2 }) }, { href: '/m/b.png', media: 'x' }];
    applyAppleHead(doc, { icon: '/m/old.png', title: 'Old', splash });
    applyAppleHead(doc, { icon: '/m/icon-192.png', title: 'Lucky VN', splash });
    expect(doc.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    expect(doc.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/m/icon-192.png');
    expect(doc.head.querySelectorAll('link[rel="apple-touch-icon"]')).toHaveLength(1);
    expect(doc.head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/m/icon-192.png');
    expect(doc.head.querySelector('meta[name="apple-mobile-web-app-title"]')?.getAttribute('content')).toBe('Lucky VN');
    const links = [...doc.head.querySelectorAll('link[rel="apple-touch-startup-image"]')] as HTMLLinkElement[];
    expect(links.map((l) => [l.getAttribute('href'), l.media])).toEqual([['/m/a.png', splash[0]!.media], ['/m/b.png', 'x']]);
  });
});
