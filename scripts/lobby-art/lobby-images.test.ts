// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../sandbox/catalogue/games';
import { allJobs, hasAvif } from '../gen-lobby-images';
import { BANNER_SIZE, seedOf, TILE_SIZE, tileJobs, WEIGHTS } from './art-jobs';

// The committed pictures of scripts/gen-lobby-images.ts: every one there, in both formats, at its
// size and at a real operator's weight.

const root = new URL('../..', import.meta.url).pathname;
const jobs = allJobs(root);

/** Width and height of a baseline or progressive JPEG (its SOF segment). */
function jpegSize(b: Buffer): [number, number] {
  expect([...b.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  for (let at = 2; at < b.length; ) {
    const marker = b[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) return [b.readUInt16BE(at + 7), b.readUInt16BE(at + 5)];
    at += 2 + b.readUInt16BE(at + 2);
  }
  throw new Error('no SOF marker');
}

/** Width and height of a lossy (VP8), lossless (VP8L) or extended (VP8X) WebP. */
function webpSize(b: Buffer): [number, number] {
  expect(b.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(b.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const chunk = b.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8 ') return [b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff];
  if (chunk === 'VP8X') return [1 + b.readUIntLE(24, 3), 1 + b.readUIntLE(27, 3)];
  const bits = b.readUInt32LE(21);
  return [1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff)];
}

/** Width and height of an AVIF (its image spatial extents property, `ispe`). */
function avifSize(b: Buffer): [number, number] {
  expect(b.subarray(4, 12).toString('latin1')).toBe('ftypavif');
  const at = b.indexOf('ispe', 0, 'latin1');
  expect(at).toBeGreaterThan(0);
  return [b.readUInt32BE(at + 8), b.readUInt32BE(at + 12)];
}

describe('the lobby pictures (committed)', () => {
  it('has a job for every game, every server banner and every manifest banner, each at its own path', () => {
    expect(tileJobs()).toHaveLength(GAMES.length);
    expect(new Set(jobs.map((j) => j.out)).size).toBe(jobs.length);
    const banners = jobs.filter((j) => j.kind === 'banner').map((j) => j.out);
    for (const id of ['luckyvn', 'siamspin', 'goldcrest']) expect(banners.filter((o) => o.startsWith(`sandbox/cdn/banners/${id}/`))).toHaveLength(3);
    expect(banners).toContain('merchants/luckyvn/assets/banners/lottery-daily');
    expect(seedOf('PGSOFT/21001')).toBe(seedOf('PGSOFT/21001'));
    expect(seedOf('PGSOFT/21001')).not.toBe(seedOf('PGSOFT/21002'));
  });

  it.each(jobs.map((j) => [j.out, j] as const))('%s: both formats, the right size and weight', (_, job) => {
    const weight = WEIGHTS[job.kind];
    const size = job.kind === 'tile' ? [TILE_SIZE, TILE_SIZE] : [BANNER_SIZE.width, BANNER_SIZE.height];
    for (const [ext, measure] of [['webp', webpSize], ['jpg', jpegSize]] as const) {
      const file = join(root, `${job.out}.${ext}`);
      expect(existsSync(file), `${file} is missing: run npx tsx scripts/gen-lobby-images.ts`).toBe(true);
      const bytes = readFileSync(file);
      expect(measure(bytes)).toEqual(size);
      expect(bytes.length, `${job.out}.${ext}`).toBeGreaterThanOrEqual(weight.min);
      expect(bytes.length, `${job.out}.${ext}`).toBeLessThanOrEqual(weight.max);
    }
  });

  it.each(jobs.filter(hasAvif).map((j) => [j.out] as const))('%s: an AVIF too, at the right size, smaller than the WebP', (out) => {
    const file = join(root, `${out}.avif`);
    expect(existsSync(file), `${file} is missing: run npx tsx scripts/gen-lobby-images.ts --only merchants/`).toBe(true);
    const bytes = readFileSync(file);
    expect(avifSize(bytes)).toEqual([BANNER_SIZE.width, BANNER_SIZE.height]);
    expect(bytes.length).toBeGreaterThanOrEqual(5 * 1024);
    // Within a new connection's first round trip (10 packets), the largest paint's budget on home.
    expect(bytes.length).toBeLessThanOrEqual(14 * 1024);
    expect(bytes.length).toBeLessThan(readFileSync(join(root, `${out}.webp`)).length * 0.7);
  });

  it('keeps the whole set to a few megabytes', () => {
    const total = jobs.reduce((sum, j) => sum + readFileSync(join(root, `${j.out}.webp`)).length + readFileSync(join(root, `${j.out}.jpg`)).length, 0);
    expect(total).toBeLessThan(5 * 1024 * 1024);
  });
});
