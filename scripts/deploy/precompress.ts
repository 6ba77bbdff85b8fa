import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync, constants as zlib } from 'node:zlib';
import { COMPRESSIBLE_EXTENSIONS } from './nginx-shared.ts';

// The build's text files gzipped beside them ("sw.js" → "sw.js.gz"), for a web server that sends a
// file's .gz as it is (nginx's gzip_static) instead of compressing on every request.
//
//   precompress('dist')   → { written: ['m/sw.js.gz', …], removed: […], kept: n }
//
// Run it after the build has written everything (the shells and the service worker's precache
// list come last; a .gz must never be listed there), and again after anything changes a file:
// nginx serves a .gz without looking at its original, so a stale one would be served instead.
// Each .gz gets its original's modification time; one whose time differs is written again.

export interface PrecompressResult {
  /** Paths relative to the root, with "/". */
  written: string[];
  /** .gz files without an original, or whose original no longer gains from compression. */
  removed: string[];
  /** .gz files already up to date. */
  kept: number;
}

export function precompress(root: string, options: { minBytes?: number } = {}): PrecompressResult {
  const minBytes = options.minBytes ?? 256;
  const result: PrecompressResult = { written: [], removed: [], kept: 0 };
  const walk = (dir: string, rel: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        walk(full, path);
        continue;
      }
      if (!entry.isFile()) continue;
      if (entry.name.endsWith('.gz')) {
        const original = full.slice(0, -3);
        if (COMPRESSIBLE_EXTENSIONS.includes(extname(original).toLowerCase()) && !existsSync(original)) {
          rmSync(full);
          result.removed.push(path);
        }
        continue;
      }
      if (!COMPRESSIBLE_EXTENSIONS.includes(extname(entry.name).toLowerCase())) continue;
      const gz = `${full}.gz`;
      const stats = statSync(full);
      if (existsSync(gz) && Math.abs(statSync(gz).mtimeMs - stats.mtimeMs) < 1) {
        result.kept += 1;
        continue;
      }
      const body = stats.size >= minBytes ? gzipSync(readFileSync(full), { level: zlib.Z_BEST_COMPRESSION }) : undefined;
      // Only where it pays: a tiny file, or one that hardly shrinks, is served as it is.
      if (!body || body.length > stats.size * 0.9) {
        if (existsSync(gz)) {
          rmSync(gz);
          result.removed.push(`${path}.gz`);
        }
        continue;
      }
      // Removed first: a .gz hard-linked from another tree (sandbox/sandbox-build.ts) is never written through.
      if (existsSync(gz)) rmSync(gz);
      writeFileSync(gz, body);
      utimesSync(gz, stats.atimeMs / 1000, stats.mtimeMs / 1000);
      result.written.push(`${path}.gz`);
    }
  };
  walk(root, '');
  return result;
}
