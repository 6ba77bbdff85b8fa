// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildWebAppManifest } from './web-app-manifest';

const pwa = {
  title: 'Gold Crest',
  shortName: 'GoldCrest',
  description: 'Play',
  icons: { 192: 'assets/icon-192.png', 256: 'assets/icon-256.png', 384: 'assets/icon-384.png', 512: 'assets/icon.svg' },
};

describe('buildWebAppManifest (scope /m/, start /m/home, standalone, portrait, white)', () => {
  it('as the build writes it beside the merchant: paths, icons relative to the file', () => {
    const manifest = buildWebAppManifest(pwa, { origin: '', icon: (path) => path });
    expect(manifest).toMatchObject({
      id: '/m/home', name: 'Gold Crest', short_name: 'GoldCrest', description: 'Play', scope: '/m/', start_url: '/m/home',
      display: 'standalone', orientation: 'portrait', theme_color: '#ffffff', background_color: '#ffffff',
    });
    expect(manifest.icons).toEqual([
      { src: 'assets/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'assets/icon-256.png', sizes: '256x256', type: 'image/png', purpose: 'any' },
      { src: 'assets/icon-384.png', sizes: '384x384', type: 'image/png', purpose: 'any' },
      { src: 'assets/icon.svg', sizes: '512x512', type: 'image/svg+xml', purpose: 'any' },
    ]);
  });

  it('as a Blob manifest: every URL absolute, the same id', () => {
    const manifest = buildWebAppManifest(pwa, { origin: 'https://gc.example', icon: (path) => `https://gc.example/m/merchants/goldcrest/${path}` });
    expect(manifest).toMatchObject({ id: 'https://gc.example/m/home', scope: 'https://gc.example/m/', start_url: 'https://gc.example/m/home' });
    expect(manifest.icons[0]!.src).toBe('https://gc.example/m/merchants/goldcrest/assets/icon-192.png');
  });
});
