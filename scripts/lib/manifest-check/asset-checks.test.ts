// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { encodePng } from '../../gen-merchant-assets';
import { assetFindings } from './asset-checks';
import { pngSizeOf } from './png-size';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function folder(files: Record<string, Buffer | string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'asset-check-'));
  dirs.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const png = (w: number, h: number) => encodePng(w, h, [[0, 0, 0]], () => 0);
const manifest = {
  templates: {
    logo: 'assets/logo.svg',
    pwa: { icons: { '192': 'assets/icon-192.png', '512': 'assets/icon-512.png' } },
    splash: [{ width: 320, height: 568, pixelRatio: 2, image: 'assets/splash.png' }],
  },
  overlays: { banners: [{ id: 'a', image: 'assets/banner.svg', routeId: 'home' }] },
};

describe('asset checks', () => {
  it('passes when every file exists with the declared PNG size', () => {
    const dir = folder({ 'assets/logo.svg': '<svg/>', 'assets/icon-192.png': png(192, 192), 'assets/icon-512.png': png(512, 512), 'assets/splash.png': png(640, 1136), 'assets/banner.svg': '<svg/>' });
    expect(assetFindings(manifest, dir, 'merchants/x')).toEqual([]);
  });

  it('names missing files, wrong sizes and files that are not PNGs', () => {
    const dir = folder({ 'assets/logo.svg': '<svg/>', 'assets/icon-192.png': png(200, 200), 'assets/icon-512.png': 'not a png', 'assets/splash.png': png(640, 1136) });
    expect(assetFindings(manifest, dir, 'merchants/x')).toEqual([
      { pointer: '/templates/pwa/icons/192', message: 'expected a 192x192 PNG, "assets/icon-192.png" is 200x200' },
      { pointer: '/templates/pwa/icons/512', message: 'expected a PNG image, "assets/icon-512.png" is not one' },
      { pointer: '/overlays/banners/0/image', message: 'asset not found: merchants/x/assets/banner.svg (add the file, or run tsx scripts/gen-merchant-assets.ts for placeholders)' },
    ]);
  });

  it('reads PNG sizes from the header only', () => {
    expect(pngSizeOf(png(3, 7).subarray(0, 24))).toEqual({ width: 3, height: 7 });
    expect(pngSizeOf(Buffer.from('GIF89a........................'))).toBeNull();
  });
});
