/**
 * The soak run (`npm run soak`, never part of `npm test`'s pass/fail): the player's loop, login →
 * home → launch → logout, many times in one Chromium tab against the sandbox on dist/, reporting
 * the page's JS heap over time (after a forced GC) and every error. Loopback only: the sandbox
 * listens on 127.0.0.1; a request to any other host (a merchant's tracking pixel) never leaves the
 * machine: it is answered empty here and counted.
 *
 *   npx tsx scripts/soak.ts [--rounds 200] [--merchant luckyvn] [--every 10] [--out bench/soak.md] [--game-page]
 *
 * One round, in one document:
 *   1. /m/login (an in-app navigation), the demo account's username and password, "Log in" → /m/home;
 *   2. /m/launchGame (in-app) → the launch call → the page leaves for the game's URL, which this
 *      script answers 204 No Content, so the browser stays on the app's document (a leak shows
 *      only within one document: a page load starts a new heap). With --game-page the stand-in
 *      game page (games.localhost) loads instead and Back returns to the app: a new document each
 *      round, unless Chromium keeps the page in its back/forward cache;
 *   3. /m/member/home (in-app), "Log out" → /m/home.
 * Every `--every` rounds, and after the last: HeapProfiler.collectGarbage, then
 * Runtime.getHeapUsage and Memory.getDOMCounters on the app's page.
 *
 * Run after `npx vite build`. Writes the report (markdown) and prints it; exits 1 on any error.
 */
import { writeFileSync } from 'node:fs';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { quietPopups } from '../sandbox/quiet-popups';
import { startSandbox } from '../sandbox/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';

const option = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const ROUNDS = Number(option('--rounds', '200'));
const EVERY = Number(option('--every', '10'));
const MERCHANT = option('--merchant', 'luckyvn');
const GAME_PAGE = process.argv.includes('--game-page');
const OUT = option('--out', 'bench/soak.md');
const LAUNCH = '/m/launchGame?vendor=VNLOTTO&code=VN_LOTTO_MB&playType=LOTT&backUrl=/m/home';
const STEP_MS = 15_000;

interface Sample {
  round: number;
  seconds: number;
  heapUsed: number;
  heapTotal: number;
  nodes: number;
  listeners: number;
  document: number;
}

const loopback = (url: string) => {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname.endsWith('.localhost');
};

/** An in-app navigation: the router follows history, the document stays. */
const inApp = (page: Page, path: string) => page.evaluate((to) => {
  history.pushState(null, '', to);
  dispatchEvent(new PopStateEvent('popstate'));
}, path);

const app = await startSandbox({ staticDir: 'dist', scenarios: quietPopups() });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const errors: string[] = [];
const samples: Sample[] = [];
/** Console messages by type: DevTools keeps each one's arguments alive, so a chatty page's heap grows here. */
const consoleTypes = new Map<string, number>();
let offLoopback = 0;
const offHosts = new Set<string>();
let documents = 0;
const started = Date.now();
try {
  const origin = `http://${MERCHANT}.localhost:${app.port}`;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  await context.route((url) => !loopback(url.href), (route) => {
    offLoopback++;
    offHosts.add(new URL(route.request().url()).host);
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  let launches = 0;
  if (!GAME_PAGE) {
    await context.route(/^http:\/\/games\.localhost:\d+\/play\?/, (route) => {
      launches++;
      return route.fulfill({ status: 204 });
    });
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    consoleTypes.set(message.type(), (consoleTypes.get(message.type()) ?? 0) + 1);
    if (message.type() === 'error') errors.push(`console error at ${page.url()}: ${message.text()}`);
  });
  page.on('load', () => {
    if (new URL(page.url()).hostname.startsWith(MERCHANT)) documents++;
  });
  page.setDefaultTimeout(STEP_MS);
  let cdp: CDPSession = await context.newCDPSession(page);

  const sample = async (round: number) => {
    cdp = await context.newCDPSession(page); // a cross-site navigation may have swapped the page's process
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const dom = await cdp.send('Memory.getDOMCounters');
    samples.push({ round, seconds: (Date.now() - started) / 1000, heapUsed: heap.usedSize, heapTotal: heap.totalSize, nodes: dom.nodes, listeners: dom.jsEventListeners, document: documents });
    await cdp.detach();
  };

  await page.goto(`${origin}/m/home`);
  await page.getByRole('link', { name: 'Log in' }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await sample(0);
  for (let round = 1; round <= ROUNDS; round++) {
    try {
      await inApp(page, '/m/login');
      await page.locator('input[name="username"]').fill('demo');
      await page.locator('input[name="password"]').fill('demo1234');
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(/\/m\/home$/);

      if (GAME_PAGE) {
        await inApp(page, LAUNCH);
        await page.waitForURL(/^http:\/\/games\.localhost:\d+\/play\?/);
        await page.goBack();
        await page.waitForURL((url) => url.hostname.startsWith(MERCHANT));
      } else {
        const before = launches;
        await inApp(page, LAUNCH);
        const deadline = Date.now() + STEP_MS;
        while (launches === before) {
          if (Date.now() > deadline) throw new Error('the launch never left for the game');
          await page.waitForTimeout(50);
        }
      }

      await inApp(page, '/m/member/home');
      await page.getByRole('button', { name: /log ?out/i }).click();
      await page.waitForURL(/\/m\/home$/);
      await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    } catch (error) {
      errors.push(`round ${round}: ${(error as Error).message.split('\n')[0]}`);
      await page.goto(`${origin}/m/home`).catch(() => undefined);
    }
    if (round % EVERY === 0 || round === ROUNDS) {
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await sample(round);
      const last = samples.at(-1)!;
      console.log(`round ${round}: heap ${(last.heapUsed / 1024 / 1024).toFixed(2)} MB, ${last.nodes} nodes, ${last.listeners} listeners, errors ${errors.length}`);
    }
  }
  await context.close();
} finally {
  await browser.close();
  await app.close();
}

// The report: the heap after GC over the rounds, its least-squares slope, and the errors.
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
const slope = (points: { x: number; y: number }[]) => {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return sxx ? points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / sxx : 0;
};
const measured = samples.filter((s) => s.round > 0);
const perRound = slope(measured.map((s) => ({ x: s.round, y: s.heapUsed })));
const heaps = measured.map((s) => s.heapUsed);
const first = samples[0]!;
const last = samples.at(-1)!;
const unique = [...new Set(errors)];
const lines = [
  '# Soak: login → home → launch → logout',
  '',
  `\`npm run soak -- --rounds ${ROUNDS}\` (scripts/soak.ts), ${new Date().toISOString().slice(0, 16)}Z, merchant ${MERCHANT}, Chromium (playwright-core) against the sandbox on dist/, loopback only, service workers blocked.`,
  `${ROUNDS} rounds in ${((Date.now() - started) / 1000).toFixed(0)} s; the app's page loaded ${documents} time(s) (${GAME_PAGE ? 'the first visit, then each Back from the game page that Chromium did not keep in its back/forward cache' : 'the game URL is answered 204, so every round runs in the first document: growth here would be a leak'}).`,
  '',
  '## JS heap after a forced GC (CDP Runtime.getHeapUsage), DOM counters (Memory.getDOMCounters)',
  '',
  '| round | time (s) | heap used (MB) | heap total (MB) | DOM nodes | JS listeners | page loads so far |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...samples.map((s) => `| ${s.round} | ${s.seconds.toFixed(0)} | ${mb(s.heapUsed)} | ${mb(s.heapTotal)} | ${s.nodes} | ${s.listeners} | ${s.document} |`),
  '',
  `- Heap used: start ${mb(first.heapUsed)} MB, end ${mb(last.heapUsed)} MB; over the rounds min ${mb(Math.min(...heaps))} MB, max ${mb(Math.max(...heaps))} MB; least-squares slope ${(perRound / 1024).toFixed(2)} KB per round.`,
  `- Errors (page errors, console errors, failed steps): ${errors.length} (${unique.length} distinct).`,
  `- Console messages of any type: ${[...consoleTypes].map(([type, n]) => `${n} ${type}`).join(', ') || 'none'}.`,
  ...(offLoopback ? [`- Requests to other hosts answered empty here, never sent: ${offLoopback} (${[...offHosts].join(', ')}: the merchant's third parties).`] : []),
  ...unique.slice(0, 20).map((e) => `  - ${e}`),
  '',
];
writeFileSync(OUT, lines.join('\n'));
console.log(lines.join('\n'));
process.exit(errors.length ? 1 : 0);
