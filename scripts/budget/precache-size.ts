import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The service worker's precache, gzip: at most 250 KB, the shell and core routes only (a first
 * visit must not download the whole app behind the page).
 * Reads the list the build wrote (build/<dist>-precache.json, scripts/vite/pwa-plugin.ts) and
 * checks it against the generated /m/sw.js, so the figure is the worker's real list:
 *
 *   precacheSize('dist') → { files: [{ url: 'index.html', gzipBytes: 361 }, …], totalGzip: 131072, problems: [] }
 */
export const PRECACHE_LIMIT = 250 * 1024;

export interface PrecacheSize {
  files: { url: string; gzipBytes: number }[];
  totalGzip: number;
  problems: string[];
}

export function precacheSize(dist: string, listFile = `build/${dist}-precache.json`): PrecacheSize {
  const problems: string[] = [];
  if (!existsSync(listFile)) return { files: [], totalGzip: 0, problems: [`${listFile} is missing: build with vite first`] };
  const entries = JSON.parse(readFileSync(listFile, 'utf8')) as { url: string }[];
  const swFile = join(dist, 'm', 'sw.js');
  const sw = existsSync(swFile) ? readFileSync(swFile, 'utf8') : '';
  if (!sw) problems.push(`${swFile} is missing`);
  if (!entries.some((e) => e.url === 'index.html')) problems.push('the precache has no index.html: an offline start would find no shell');
  const files = entries.map(({ url }) => {
    const file = join(dist, 'm', url);
    if (!existsSync(file)) {
      problems.push(`precached ${url} is not in ${dist}/m`);
      return { url, gzipBytes: 0 };
    }
    if (sw && !sw.includes(JSON.stringify(url))) problems.push(`${url} is in ${listFile} but not in sw.js (stale list?)`);
    return { url, gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length };
  });
  const totalGzip = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  if (totalGzip > PRECACHE_LIMIT) problems.push(`precache ${(totalGzip / 1024).toFixed(1)} KB gzip is over ${PRECACHE_LIMIT / 1024} KB`);
  return { files, totalGzip, problems };
}
