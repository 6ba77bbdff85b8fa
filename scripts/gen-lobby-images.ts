/**
 * The lobby's pictures, painted once and committed (no image library: Debian's Chromium paints on
 * a canvas and encodes with canvas.toBlob):
 *
 *   sandbox/cdn/games/<VENDOR>/<gameId>.{webp,jpg}       300×300, one per game of sandbox/catalogue/games.ts
 *   sandbox/cdn/banners/<merchantId>/<n>.{webp,jpg}      780×390, the server banners (sandbox/catalogue/server-banners.ts)
 *   merchants/<id>/assets/banners/<bannerId>.{avif,webp,jpg}  780×390, the manifest's overlays.banners
 *
 *   npx tsx scripts/gen-lobby-images.ts            every picture (about a minute)
 *   npx tsx scripts/gen-lobby-images.ts --only PGSOFT   the jobs whose path contains the text
 *
 * Deterministic: every picture is drawn from a seed of its path (scripts/lobby-art/art-jobs.ts).
 * Weights like a real operator's: tiles 8–30 KB, banners 40–120 KB in each format; the encoder's
 * quality is searched per file to land inside a narrower window (lobby-art/fit-quality.ts), and
 * the grain is raised or lowered when no quality can. lobby-images.test.ts checks the files.
 *
 * The manifest's banners also come as AVIF (`imageAvif`), encoded by libavif's avifenc (Debian's
 * libavif-bin: `apt-get install libavif-bin`; Chromium paints AVIF but cannot write it) from the
 * WebP's own painting, losslessly exported, at one fixed quality (AVIF_QUANTIZERS): as an operator
 * exports a picture at a quality setting, not to a size. Only this script needs it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { loadMerchants } from '../sandbox/merchants.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { artMerchant, bannerJobs, TARGETS, tileJobs, type ArtJob } from './lobby-art/art-jobs.ts';
import { fitQuality } from './lobby-art/fit-quality.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FORMATS = [['webp', 'image/webp'], ['jpg', 'image/jpeg']] as const;
const START_GRAIN = { tile: 26, banner: 20 } as const;
/**
 * avifenc's quantizer range (0 best, 63 worst), one setting for every banner: the range image
 * tools use for the web (30-40), which keeps the text's edges and the gradients and smooths the
 * painting's grain, 7-10 KB for these paintings. At 18-30 the grain stayed and a banner was 25-30
 * KB: over the 14 KB a new connection carries in its first round trip, which cost home's largest
 * paint one round trip (150 ms) on a slow line. Single-threaded at a fixed speed, so the same
 * painting gives the same file.
 */
const AVIF_QUANTIZERS = ['--min', '30', '--max', '40', '--speed', '6', '--jobs', '1'] as const;

/** Whether a job is one of the manifest's banners (which get an AVIF too). */
export const hasAvif = (job: ArtJob): boolean => job.kind === 'banner' && job.out.startsWith('merchants/');

/** The painting under `job.out`, written as AVIF beside its other formats (from a lossless PNG). */
async function writeAvif(page: Page, job: ArtJob): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-avif-'));
  try {
    const png = join(dir, 'banner.png');
    writeFileSync(png, await encode(page, job.out, 'image/png', 1));
    const file = join(ROOT, `${job.out}.avif`);
    execFileSync('avifenc', [...AVIF_QUANTIZERS, png, file], { stdio: 'pipe' });
    return `avif ${(readFileSync(file).length / 1024).toFixed(1)} KB`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function allJobs(root = ROOT): ArtJob[] {
  const { merchants } = loadMerchants(join(root, 'merchants'));
  const banners = merchants.flatMap((m) => bannerJobs(artMerchant(m, JSON.parse(readFileSync(m.manifestPath, 'utf8')))));
  return [...tileJobs(), ...banners];
}

async function encode(page: Page, out: string, type: string, quality: number): Promise<Buffer> {
  const base64 = await page.evaluate(([o, t, q]) => (globalThis as unknown as { lobbyArt: { encode(o: string, t: string, q: number): Promise<string> } }).lobbyArt.encode(o, t, q), [out, type, quality] as const);
  return Buffer.from(base64, 'base64');
}

/** Paints one job and writes both formats, each inside its window. */
async function render(page: Page, job: ArtJob): Promise<string> {
  let grain: number = START_GRAIN[job.kind];
  const written: string[] = [];
  let webpGrain = grain;
  for (const [ext, type] of FORMATS) {
    for (let attempt = 0; ; attempt++) {
      await page.evaluate(([j, g]) => (globalThis as unknown as { lobbyArt: { paint(j: ArtJob, g: number): void } }).lobbyArt.paint(j, g), [job, grain] as const);
      const cache = new Map<number, Buffer>();
      const fit = await fitQuality(async (q) => {
        const bytes = await encode(page, job.out, type, q);
        cache.set(q, bytes);
        return bytes.length;
      }, TARGETS[job.kind]);
      if ('quality' in fit) {
        const file = join(ROOT, `${job.out}.${ext}`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, cache.get(fit.quality)!);
        written.push(`${ext} q${fit.quality} ${(fit.bytes / 1024).toFixed(1)} KB`);
        if (ext === 'webp') webpGrain = grain;
        break;
      }
      if (attempt === 6) throw new Error(`${job.out}.${ext}: no quality lands in the window (grain ${grain})`);
      grain = 'tooSmall' in fit ? grain * 1.6 : grain / 1.6;
    }
  }
  if (hasAvif(job)) {
    // The WebP's painting (the grain may have moved for the JPEG's window).
    await page.evaluate(([j, g]) => (globalThis as unknown as { lobbyArt: { paint(j: ArtJob, g: number): void } }).lobbyArt.paint(j, g), [job, webpGrain] as const);
    written.push(await writeAvif(page, job));
  }
  await page.evaluate((o) => (globalThis as unknown as { lobbyArt: { drop(o: string): void } }).lobbyArt.drop(o), job.out);
  return `${job.out}: ${written.join(', ')}`;
}

async function main(argv: string[]): Promise<void> {
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
  const jobs = allJobs().filter((j) => !only || j.out.includes(only));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    for (const part of ['painter-shapes.js', 'painter-motifs.js', 'painter.js']) await page.addScriptTag({ content: readFileSync(join(ROOT, 'scripts/lobby-art', part), 'utf8') });
    for (const job of jobs) console.log(await render(page, job));
    console.log(`${jobs.length} pictures, 2 formats each (the manifest's banners 3)`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
