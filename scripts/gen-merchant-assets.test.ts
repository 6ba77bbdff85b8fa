// @vitest-environment node
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assetsFor, crc32, encodePng, iconPng, markAt } from './gen-merchant-assets';

/** Splits a PNG into chunks and checks every CRC. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const out: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typeAndData));
    out.push({ type: typeAndData.subarray(0, 4).toString('latin1'), data: Buffer.from(typeAndData.subarray(4)) });
    at += 12 + length;
  }
  return out;
}

describe('gen-merchant-assets', () => {
  it('encodes a valid indexed PNG', () => {
    const png = encodePng(5, 3, [[255, 0, 0], [0, 0, 255]], (x) => (x < 2 ? 1 : 0));
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    expect(parts[0]!.data.readUInt32BE(0)).toBe(5);
    expect(parts[0]!.data.readUInt32BE(4)).toBe(3);
    const raw = inflateSync(parts[2]!.data);
    expect(raw.length).toBe(3 * (1 + 2)); // filter byte + ceil(5 / 4) bytes per row
    expect(raw[1]).toBe(0b0101_0000); // pixels 0-1 are colour 1, 2-3 colour 0
  });

  it('asks for pixels inside the box only; outside, every pixel is colour 0', () => {
    const asked: string[] = [];
    const png = encodePng(5, 3, [[255, 0, 0], [0, 0, 255]], (x, y) => (asked.push(`${x},${y}`), 1), { x0: 1, y0: 1, x1: 3, y1: 2 });
    expect(asked).toEqual(['1,1', '2,1']);
    const raw = inflateSync(chunks(png)[2]!.data);
    expect([...raw]).toEqual([0, 0, 0, 0, 0b0001_0100, 0, 0, 0, 0]); // row 1: pixels 1-2 colour 1
  });

  it('draws the mark in the middle and keeps icons small', () => {
    expect(markAt('ring', 0, 0)).toBe(2);
    expect(markAt('diamond', 0.99, 0.99)).toBe(0);
    const brand = { mark: 'crest', background: '#ffffff', primary: '#1b7f3b', accent: '#e0b431', text: '#000000', name: 'X' } as const;
    expect(iconPng(512, brand).length).toBeLessThan(4096);
  });

  it('produces every file a manifest references, at the declared sizes', () => {
    const manifest = JSON.parse(readFileSync(new URL('../merchants/luckyvn/manifest.json', import.meta.url), 'utf8'));
    const files = new Map(assetsFor(manifest));
    expect(files.get('assets/logo.svg')).toMatch(/^<svg /);
    const icon = files.get('assets/icon-384.png') as Buffer;
    expect([icon.readUInt32BE(16), icon.readUInt32BE(20)]).toEqual([384, 384]);
    const splash = files.get('assets/splash/splash-1170x2532.png') as Buffer;
    expect([splash.readUInt32BE(16), splash.readUInt32BE(20)]).toEqual([1170, 2532]);
  });

  it('leaves JPEG and WebP banners to gen-lobby-images, and still draws SVG ones', () => {
    const manifest = JSON.parse(readFileSync(new URL('../merchants/luckyvn/manifest.json', import.meta.url), 'utf8'));
    expect([...new Map(assetsFor(manifest)).keys()].filter((path) => path.includes('banners/'))).toEqual([]);
    const svgBanner = { ...manifest, overlays: { banners: [{ id: 'x', image: 'assets/banner-x.svg' }] } };
    expect(new Map(assetsFor(svgBanner)).get('assets/banner-x.svg')).toMatch(/^<svg /);
  });
});
