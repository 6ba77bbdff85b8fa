import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { sandboxClient } from '../sandbox/sandbox-client';
import { quietPopups } from '../sandbox/quiet-popups';
import { startSandbox } from '../sandbox/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { FLOOR_MS, GOAL_MS, type InpReport } from './bench-inp-report';

/**
 * How fast the app answers a tap: Interaction to Next Paint as Chrome reports it (the Event Timing
 * API: an interaction's longest event, from the input to the next frame painted after its
 * handlers), at 4× CPU slowdown, for five interactions a player makes all the time. A benchmark,
 * never a test: times depend on the machine. Goal: ≤ 100 ms each.
 *
 *   npx tsx scripts/bench-inp.ts [merchant=luckyvn] [rounds=5]
 *
 * Each round is a fresh browser context (nothing cached), a phone's: a touch screen and no mouse.
 * The taps are real input (Playwright's touch taps and keyboard go through the browser's input
 * pipeline), so Event Timing sees them as a player's. A tap, not a mouse click: a phone's tap is
 * recognised as a gesture before its click is dispatched, and measured slower than a click of the
 * same button (login button: 56 against 40 ms, member centre 72 against 24 ms, on this project's
 * test machine), so a click's figure flattered the phone. The language chooser is a native select,
 * moved by the keyboard (a phone opens its own picker, which no page event measures).
 *
 * Writes bench/inp.json and prints the figures; `npm run bench` runs it before Lighthouse, whose
 * report (bench/report.md) shows them (bench-inp-report.ts).
 */
export const INTERACTIONS = ['login button', 'member centre', 'language', 'game category', 'popup next slide'] as const;
type Interaction = (typeof INTERACTIONS)[number];

/** In every document: the interactions' event entries, as Chrome's INP counts them. */
function observeEvents(floor: number): void {
  const w = window as unknown as { __events: { id: number; name: string; duration: number }[] };
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      if (e.interactionId) w.__events.push({ id: e.interactionId, name: e.name, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: floor, buffered: true } as PerformanceObserverInit);
}

/**
 * Runs `act` (one interaction) at 4× CPU and waits for `done` (what the player sees come of it);
 * the interaction's INP: the longest event entry it produced, or the floor when none reached it.
 * The tap comes once the page has settled (no request in flight, the main thread idle), as a
 * player's does after looking at the screen: the figure is the interaction's own cost, not the
 * queue behind a page still loading (a tap in the first second of a load waits for that too).
 */
async function measure(page: Page, act: () => Promise<void>, done: () => Promise<unknown>): Promise<number> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 2000 })));
  await page.evaluate(() => void ((window as unknown as { __events: unknown[] }).__events = []));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await act();
    await done();
    // Entries are reported after the frame that ends them: two frames on, they are in.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r)))));
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
  const events = await page.evaluate(() => (window as unknown as { __events: { duration: number }[] }).__events);
  return Math.max(FLOOR_MS, ...events.map((e) => e.duration));
}

/** In the page: whether the popup's carousel shows slide `index` (counted from 0). */
function activeSlideIs(index: number): boolean {
  const active = document.querySelector('[data-testid=announcement-popup] .popup__slide:not([inert])');
  return Boolean(active?.parentElement && [...active.parentElement.children].indexOf(active) === index);
}

/** A phone's browser context: touch, no mouse, the app's mobile viewport. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-US', serviceWorkers: 'block' } as const;

async function round(browser: Browser, site: string, api: ReturnType<typeof sandboxClient>): Promise<Record<Interaction, number>> {
  const out = {} as Record<Interaction, number>;
  const context = await browser.newContext(PHONE);
  await context.addInitScript(observeEvents, FLOOR_MS);
  const page = await context.newPage();

  // 1. The login button: its first feedback (the busy state) is the next paint.
  await page.goto(`${site}/m/login`);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  const submit = page.locator('form button[type="submit"]');
  out['login button'] = await measure(page, () => submit.tap(), () => page.waitForURL(/\/m\/home$/));

  // 2. The member centre, from home's member link.
  const member = page.locator('.home__member');
  await member.waitFor();
  out['member centre'] = await measure(page, () => member.tap(), () => page.locator('html[data-screen="memberHome"]').waitFor());

  // 3. Switching language on home's chooser (a native select: the keyboard moves it without a popup).
  await page.goto(`${site}/m/home`);
  const select = page.locator('.lang-select');
  await select.waitFor();
  await select.focus();
  const lang = await page.evaluate(() => document.documentElement.lang);
  out.language = await measure(page, () => page.keyboard.press('ArrowDown'), () => page.waitForFunction((before) => document.documentElement.lang !== before, lang));
  await page.evaluate(() => localStorage.removeItem('language'));

  // 4. Another game category on the game page.
  await page.goto(`${site}/m/game`);
  const other = page.locator('.chip--tab[aria-pressed="false"]').first();
  await other.waitFor();
  const tab = page.locator('.chip--tab', { hasText: (await other.textContent()) ?? '' }).first();
  out['game category'] = await measure(page, () => tab.tap(), () => tab.and(page.locator('[aria-pressed="true"]')).waitFor());
  await context.close();

  // 5. The announcement popup's next slide, as a visitor on a first visit.
  await api.scenario({ popups: null });
  const visitor = await browser.newContext(PHONE);
  await visitor.addInitScript(observeEvents, FLOOR_MS);
  const home = await visitor.newPage();
  await home.goto(`${site}/m/home`);
  const next = home.getByTestId('popup-next');
  await next.waitFor();
  out['popup next slide'] = await measure(home, () => next.tap(), () => home.waitForFunction(activeSlideIs, 1));
  await visitor.close();
  await api.scenario({ popups: 'none' });
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function main(): Promise<void> {
  const [merchant = 'luckyvn', roundsArg = '5'] = process.argv.slice(2);
  const ROUNDS = Number(roundsArg);
  const app = await startSandbox({ staticDir: 'dist', scenarios: quietPopups() });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const code = app.merchants.find((m) => m.id === merchant)?.merchantCode;
    if (!code) throw new Error(`no merchant ${merchant}`);
    const api = sandboxClient(app.url, code);
    const site = `http://${merchant}.localhost:${app.port}`;
    const rounds: Record<Interaction, number>[] = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await round(browser, site, api));
    const rows = INTERACTIONS.map((name) => ({ name, median: median(rounds.map((r) => r[name])), worst: Math.max(...rounds.map((r) => r[name])), runs: rounds.map((r) => r[name]) }));
    mkdirSync('bench', { recursive: true });
    const report: InpReport = { date: new Date().toISOString(), merchant, rounds: ROUNDS, cpuSlowdown: 4, input: 'touch', goalMs: GOAL_MS, rows };
    writeFileSync('bench/inp.json', `${JSON.stringify(report, null, 2)}\n`);
    for (const r of rows) {
      console.log(`   ${merchant} ${r.name.padEnd(17)} INP median ${r.median.toFixed(0).padStart(4)} ms, worst ${r.worst.toFixed(0).padStart(4)} ms (runs: ${r.runs.map((v) => v.toFixed(0)).join(', ')}; goal ≤ ${GOAL_MS} ms at 4× CPU)`);
    }
  } finally {
    await browser.close();
    await app.close();
  }
}

await main();
