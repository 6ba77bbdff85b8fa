/**
 * Placeholder brand assets for a merchant, drawn from its manifest: every file the manifest
 * references (logo, app background, PWA icons, splash images, banners) at the size it declares,
 * in the theme's colours, with a letter-free geometric mark.
 *
 *   tsx scripts/gen-merchant-assets.ts luckyvn              write the files that are missing
 *   tsx scripts/gen-merchant-assets.ts luckyvn --force      overwrite them all
 *   tsx scripts/gen-merchant-assets.ts --all --force        every merchants/<id>/manifest.json
 *   ... --mark ring|diamond|crest                          choose the mark (default: by id)
 *
 * Real PNGs matter: Chromium's install check fetches the declared 192/512 icons and compares sizes.
 * The encoder is a few lines of node:zlib: indexed colour, 2 bits per pixel, so even a 1284x2778
 * splash image is about a kilobyte.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];
export type Mark = 'ring' | 'diamond' | 'crest';
export const marks: readonly Mark[] = ['ring', 'diamond', 'crest'];

// ---- PNG ---------------------------------------------------------------------------------------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** The part of an image `pixel` is asked about: [x0, x1) × [y0, y1). */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Indexed-colour PNG (≤ 4 colours, 2 bits per pixel); pixel(x, y) returns a palette index. With
 * `box`, pixel is asked only inside it and every pixel outside is index 0: a splash image is
 * mostly background, and asking for each of its 3.5 million pixels took most of `merchant new`.
 */
export function encodePng(width: number, height: number, palette: readonly Rgb[], pixel: (x: number, y: number) => number, box?: Box): Buffer {
  if (palette.length > 4) throw new Error('encodePng: at most 4 colours');
  const stride = Math.ceil(width / 4);
  const raw = Buffer.alloc((stride + 1) * height); // each row: filter byte 0 (None), then pixels (index 0)
  const { x0, y0, x1, y1 } = box ?? { x0: 0, y0: 0, x1: width, y1: height };
  for (let y = Math.max(0, y0); y < Math.min(height, y1); y++) {
    const row = y * (stride + 1) + 1;
    for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) raw[row + (x >> 2)]! |= (pixel(x, y) & 3) << (6 - 2 * (x & 3));
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([2, 3, 0, 0, 0], 8); // bit depth 2, colour type 3 (palette), deflate, no filter variants, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

// ---- marks -------------------------------------------------------------------------------------

/**
 * Palette index of the mark at (u, v), both in [-1, 1] with the origin at the centre:
 * 0 background, 1 primary, 2 accent. E.g. ring: an accent disc with a primary hole and dot.
 */
export function markAt(mark: Mark, u: number, v: number): number {
  const r = Math.hypot(u, v);
  if (mark === 'ring') return r < 0.22 ? 2 : r < 0.55 ? 1 : r < 0.9 ? 2 : 0;
  if (mark === 'diamond') {
    const d = Math.abs(u) + Math.abs(v);
    return d < 0.35 ? 2 : d < 0.6 ? 1 : d < 0.95 ? 2 : 0;
  }
  // crest: a shield-like chevron pointing up over a bar
  if (v > 0.55 && v < 0.8 && Math.abs(u) < 0.8) return 2;
  const top = -0.85 + Math.abs(u) * 1.1;
  return v > top && v < top + 0.45 && Math.abs(u) < 0.85 ? 1 : 0;
}

const hex = (color: string): Rgb => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as unknown as Rgb;

export interface Brand {
  mark: Mark;
  background: string;
  primary: string;
  accent: string;
  text: string;
  name: string;
}

/** Square icon: the mark fills the middle 70% (inside the maskable safe zone). */
export function iconPng(size: number, brand: Brand): Buffer {
  const palette = [hex(brand.background), hex(brand.primary), hex(brand.accent)];
  const scale = 0.7 * (size / 2);
  return encodePng(size, size, palette, (x, y) => markAt(brand.mark, (x + 0.5 - size / 2) / scale, (y + 0.5 - size / 2) / scale));
}

/** Splash image: background colour with the mark in a centred square a third of the width wide. */
export function splashPng(width: number, height: number, brand: Brand): Buffer {
  const palette = [hex(brand.background), hex(brand.primary), hex(brand.accent)];
  const half = width / 6;
  // The mark's square, with a pixel to spare each side: every pixel outside it is background.
  const box = { x0: Math.floor(width / 2 - half) - 1, y0: Math.floor(height / 2 - half) - 1, x1: Math.ceil(width / 2 + half) + 1, y1: Math.ceil(height / 2 + half) + 1 };
  return encodePng(width, height, palette, (x, y) => {
    const u = (x + 0.5 - width / 2) / half;
    const v = (y + 0.5 - height / 2) / half;
    return Math.abs(u) > 1 || Math.abs(v) > 1 ? 0 : markAt(brand.mark, u, v);
  }, box);
}

// ---- SVG ---------------------------------------------------------------------------------------

const esc = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

function markSvg(mark: Mark, cx: number, cy: number, r: number, brand: Brand): string {
  const { primary: p, accent: a } = brand;
  if (mark === 'ring') {
    return `<circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="${a}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="${p}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="${a}"/>`;
  }
  if (mark === 'diamond') {
    const d = (k: number) => `M${cx} ${cy - r * k}L${cx + r * k} ${cy}L${cx} ${cy + r * k}L${cx - r * k} ${cy}Z`;
    return `<path d="${d(0.95)}" fill="${a}"/><path d="${d(0.6)}" fill="${p}"/><path d="${d(0.35)}" fill="${a}"/>`;
  }
  return `<path d="M${cx - r * 0.85} ${cy + r * 0.1}L${cx} ${cy - r * 0.85}L${cx + r * 0.85} ${cy + r * 0.1}L${cx + r * 0.85} ${cy + r * 0.5}L${cx} ${cy - r * 0.4}L${cx - r * 0.85} ${cy + r * 0.5}Z" fill="${p}"/><rect x="${cx - r * 0.8}" y="${cy + r * 0.55}" width="${r * 1.6}" height="${r * 0.25}" fill="${a}"/>`;
}

export function logoSvg(brand: Brand): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64">${markSvg(brand.mark, 32, 32, 28, brand)}<text x="72" y="41" font-family="sans-serif" font-size="24" font-weight="700" fill="${brand.text}">${esc(brand.name)}</text></svg>\n`;
}

export function backgroundSvg(brand: Brand): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 375 812" width="375" height="812" preserveAspectRatio="xMidYMid slice"><rect width="375" height="812" fill="${brand.background}"/><g opacity="0.08">${markSvg(brand.mark, 320, 120, 140, brand)}${markSvg(brand.mark, 40, 700, 180, brand)}</g></svg>\n`;
}

export function bannerSvg(brand: Brand, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" width="750" height="300"><rect width="750" height="300" rx="24" fill="${brand.primary}"/>${markSvg(brand.mark, 620, 150, 110, { ...brand, primary: brand.background })}<text x="48" y="170" font-family="sans-serif" font-size="44" font-weight="700" fill="${brand.accent}">${esc(label)}</text></svg>\n`;
}

// ---- manifest -> files -------------------------------------------------------------------------

interface ManifestForAssets {
  id: string;
  displayName: string;
  theme: { primaryColor: string; accentColor: string; backgroundColor: string; textColor: string };
  templates: {
    logo: string;
    appBackground?: string;
    pwa: { icons: Record<string, string> };
    splash: { width: number; height: number; pixelRatio: number; image: string }[];
  };
  overlays?: { banners?: { id: string; image: string }[] };
}

export function defaultMark(id: string): Mark {
  const known: Record<string, Mark> = { luckyvn: 'ring', siamspin: 'diamond', goldcrest: 'crest' };
  return known[id] ?? marks[[...id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % marks.length]!;
}

/** Every asset of the manifest as [relative path, content]. */
export function assetsFor(m: ManifestForAssets, mark = defaultMark(m.id)): [string, string | Buffer][] {
  const brand: Brand = {
    mark,
    background: m.theme.backgroundColor,
    primary: m.theme.primaryColor,
    accent: m.theme.accentColor,
    text: m.theme.textColor,
    name: m.displayName,
  };
  const files: [string, string | Buffer][] = [[m.templates.logo, logoSvg(brand)]];
  if (m.templates.appBackground) files.push([m.templates.appBackground, backgroundSvg(brand)]);
  for (const [size, path] of Object.entries(m.templates.pwa.icons)) files.push([path, iconPng(Number(size), brand)]);
  for (const s of m.templates.splash) files.push([s.image, splashPng(s.width * s.pixelRatio, s.height * s.pixelRatio, brand)]);
  // SVG banners only: JPEG and WebP banners are painted by scripts/gen-lobby-images.ts.
  for (const b of m.overlays?.banners ?? []) if (b.image.endsWith('.svg')) files.push([b.image, bannerSvg(brand, m.displayName)]);
  return files.map(([path, content]) => [path, path.endsWith('.svg') ? String(content) : content]);
}

function main(argv: string[]): number {
  const root = fileURLToPath(new URL('../merchants/', import.meta.url));
  const force = argv.includes('--force');
  const markArg = argv[argv.indexOf('--mark') + 1];
  const mark = argv.includes('--mark') ? (markArg as Mark) : undefined;
  if (mark && !marks.includes(mark)) {
    console.error(`--mark must be one of ${marks.join(', ')}`);
    return 1;
  }
  const ids = argv.includes('--all')
    ? readdirSync(root).filter((id) => existsSync(join(root, id, 'manifest.json')))
    : argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--mark');
  if (!ids.length) {
    console.error('usage: tsx scripts/gen-merchant-assets.ts <merchant-id>... | --all [--force] [--mark ring|diamond|crest]');
    return 1;
  }
  for (const id of ids) {
    const dir = join(root, id);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ManifestForAssets;
    let written = 0;
    for (const [path, content] of assetsFor(manifest, mark)) {
      const file = join(dir, path);
      if (!force && existsSync(file)) continue;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
      written++;
    }
    console.log(`${id}: ${written} asset file(s) written${force ? '' : ' (existing files kept; --force overwrites)'}`);
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  process.exitCode = main(process.argv.slice(2));
}
