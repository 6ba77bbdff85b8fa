import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { SETTLED_MARK } from '../../src/flows/pwa/node.ts';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../tests/e2e/support/chromium';

/**
 * What a visit really loads: open the page in Chromium, wait until the network has been quiet,
 * and take every .js file it fetched (entry, static imports, lazy chunks, the locale file).
 * Sizes are gzip (level 9) of the built files, so the figure does not depend on the server.
 *
 * Two figures per page:
 * - critical: the scripts requested before the first paint of the page's first screen (the first
 *   `.screen` element in the DOM, plus one animation frame), by the page's own resource timing;
 * - total: every script requested until the network was quiet (lazy parts, the language chooser…),
 *   and before the page settled: the PWA flow starts SETTLE_MS after `load` (its SETTLED_MARK
 *   performance mark) and what it loads is background work, held by the precache budget. On a
 *   busy machine a visit that shows a popup went quiet only after that mark, and counted it.
 *
 *   critical ⊆ total; a page that paints from one chunk has critical = that chunk (+ its imports).
 *
 * In Chromium's headless shell (tests/e2e/support/chromium.ts): the same engine as the browser,
 * so the same files, at half the CPU (a run gave the same figures in both, to the byte).
 */
export interface LoadedScript {
  file: string;
  gzipBytes: number;
  /** Requested before the first screen painted. */
  critical: boolean;
}

export interface FirstLoad {
  url: string;
  scripts: LoadedScript[];
  /** Requested after the page settled (not counted). */
  afterSettled: string[];
  totalGzip: number;
  criticalGzip: number;
}

/**
 * The element whose first appearance counts as the first screen's paint: a screen the app rendered.
 * A home served as its merchant's HTML shell (scripts/build-shells.ts) has a `.screen` before any
 * script runs; the app's own first render is the one that counts (the root has lost its
 * `data-shell` marker), so the budget holds what the app needs to become the app.
 */
const FIRST_SCREEN = '#root:not([data-shell]) .screen';

// Runs in the page before any of its scripts: notes when the first screen is in the DOM and a
// frame has been produced after it, and keeps every resource timing entry (images included).
const INIT = `(() => {
  performance.setResourceTimingBufferSize(5000);
  window.__firstScreenAt = null;
  const seen = () => { if (window.__firstScreenAt === null && document.querySelector(${JSON.stringify(FIRST_SCREEN)})) {
    observer.disconnect(); requestAnimationFrame(() => { window.__firstScreenAt = performance.now(); }); } };
  const observer = new MutationObserver(seen);
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-shell'] });
})();`;

/**
 * `waitFor`: a selector the visit shows after its first screen (the announcement popup); the visit
 * counts what loaded until it is there and the network is quiet again.
 */
export async function measureFirstLoads(urls: string[], distRoot: string, { waitFor }: { waitFor?: string } = {}): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
  try {
    const results: FirstLoad[] = [];
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.addInitScript(INIT);
      const paths = new Set<string>();
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (path.endsWith('.js') && response.ok()) paths.add(path);
      });
      const quiet = quietWatch(page);
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => (window as unknown as { __firstScreenAt: number | null }).__firstScreenAt !== null, undefined, { timeout: 10_000 }).catch(() => undefined);
      if (waitFor) await page.locator(waitFor).first().waitFor({ timeout: 20_000 });
      await quiet(1000);
      const timing = await page.evaluate((settledMark) => ({
        firstScreenAt: (window as unknown as { __firstScreenAt: number | null }).__firstScreenAt,
        starts: performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, e.startTime] as const),
        settledAt: performance.getEntriesByName(settledMark)[0]?.startTime ?? null,
      }), SETTLED_MARK);
      await context.close();
      // A page with no screen (the floor: one line of text) paints from all it loads.
      const paintedAt = timing.firstScreenAt ?? Infinity;
      const startOf = new Map<string, number>();
      for (const [path, start] of timing.starts) if (!startOf.has(path)) startOf.set(path, start);
      const settledAt = timing.settledAt ?? Infinity;
      const afterSettled = [...paths].filter((path) => (startOf.get(path) ?? -1) >= settledAt);
      const scripts = [...paths].filter((path) => !afterSettled.includes(path)).map((path) => {
        const file = join(distRoot, path);
        if (!existsSync(file)) throw new Error(`${url} loaded ${path}, which is not in ${distRoot}`);
        return { file: path, gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length, critical: (startOf.get(path) ?? Infinity) <= paintedAt };
      });
      const sum = (list: LoadedScript[]) => list.reduce((total, s) => total + s.gzipBytes, 0);
      results.push({ url, scripts, afterSettled, totalGzip: sum(scripts), criticalGzip: sum(scripts.filter((s) => s.critical)) });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * Resolves once no request of the page has been in flight for `ms` (what the after-paint parts
 * start comes after Playwright's own "network idle" at times): a deterministic "until quiet".
 */
function quietWatch(page: Page): (ms: number) => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async (ms) => {
    const until = Date.now() + 30_000;
    while (Date.now() < until && (inFlight > 0 || Date.now() - lastChange < ms)) await page.waitForTimeout(100);
  };
}
