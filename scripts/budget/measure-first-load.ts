import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium';

/**
 * What a visit really loads: open the page in Chromium, wait until the network has been quiet,
 * and take every .js file it fetched (entry, static imports, lazy chunks, the locale file).
 * Sizes are gzip (level 9) of the built files, so the figure does not depend on the server.
 */
export interface LoadedScript {
  file: string;
  gzipBytes: number;
}

export interface FirstLoad {
  url: string;
  scripts: LoadedScript[];
  totalGzip: number;
}

export async function measureFirstLoads(urls: string[], distRoot: string): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results: FirstLoad[] = [];
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      const paths = new Set<string>();
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (path.endsWith('.js') && response.ok()) paths.add(path);
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      await context.close();
      const scripts = [...paths].map((path) => {
        const file = join(distRoot, path);
        if (!existsSync(file)) throw new Error(`${url} loaded ${path}, which is not in ${distRoot}`);
        return { file: path, gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length };
      });
      results.push({ url, scripts, totalGzip: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) });
    }
    return results;
  } finally {
    await browser.close();
  }
}
