import type { Browser, Page } from '@playwright/test';
import { MAX_ELEMENTS, MAX_HTML_LENGTH } from '../../src/lib/safe-html-limits';
import { CRAFTED_SHAPES, type CraftedShape } from '../../sandbox/catalogue/crafted-html';
import { XSS_VECTORS } from '../fixtures/xss/vectors';
import { expect, test } from './support/fixtures';

/**
 * Server HTML at its worst, through the announcements page (the sanitizer's one door, as the popup
 * uses it): a public XSS corpus and polyglots render with no CSP report (the standing guards fail
 * the test on one), nothing run and nothing active left; HTML crafted to cost time (1 MiB, and
 * markup as dense as the size limit lets through) shows with no long task.
 */
const list = (page: Page) => page.getByTestId('announcement-list');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('language', 'EN');
    // The canary: every vector ends in one of these (or sets it itself); none may run.
    const canary = (how: string) => () => {
      (window as unknown as { __xssCanary?: string }).__xssCanary = how;
    };
    Object.assign(window, { alert: canary('alert'), confirm: canary('confirm'), prompt: canary('prompt'), print: canary('print') });
  });
});

/** What is active in the page: handler attributes, script URLs, base elements (none may be). */
async function activeLeft(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      if (el.tagName === 'BASE') found.push('a base element');
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName.toLowerCase()} ${attr.name}`);
        if (/^(javascript|vbscript|data):/i.test(attr.value.replace(/[\p{Cc}\s]/gu, ''))) found.push(`${el.tagName.toLowerCase()} ${attr.name}=${attr.value.slice(0, 40)}`);
      }
    }
    return found;
  });
}

test('a public XSS corpus and polyglots render with no CSP report, nothing run and nothing active', async ({ page, origin, control }) => {
  const announcements = XSS_VECTORS.map((content, i) => ({ id: 9000 + i, title: `Vector ${i + 1}`, content, promotionType: 'NOTICE', execution: 'B' }));
  await control('scenario', { merchant: 'LVN', set: { announcements } });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`${origin()}/m/announcements`);
  await expect(list(page)).toBeVisible();
  await expect(list(page).locator(':scope > li')).toHaveCount(XSS_VECTORS.length);
  // Every vector went through the sanitizer (its item is there) and left nothing active.
  expect(await activeLeft(page)).toEqual([]);
  await expect(list(page).locator('script, svg, math, iframe, object, embed, form, base, style, link, meta')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xssCanary?: string }).__xssCanary)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page).toHaveURL(/\/m\/announcements$/);
});

/** The crafted HTML's length for `units` units of a shape after its first paragraph (no head of its own). */
const unitsOf = (shape: 'elements' | 'links' | 'nested', units: number) => '<p>Crafted</p>'.length + units * CRAFTED_SHAPES[shape].length;

/** The crafted HTML the page is shown, and the element that shows it was parsed as HTML (else as text). */
const CRAFTED: [shape: CraftedShape, chars: number, parsed?: string][] = [
  // 1 MiB of each shape: past the length limit, shown as text.
  ...(['unclosed-tags', 'open-attributes', 'handlers', 'open-quote', 'open-comment', 'raw-forks', 'elements'] as const).map((shape) => [shape, 1024 * 1024] as [CraftedShape, number]),
  // As many elements as the limit lets through, of the costliest kinds: parsed, sanitized and laid out.
  ['links', unitsOf('links', MAX_ELEMENTS - 1), 'a'],
  ['nested', unitsOf('nested', MAX_ELEMENTS - 1), 'i'],
  ['elements', unitsOf('elements', MAX_ELEMENTS - 1), 'b'],
  // One more element, and the length limit itself: shown as text.
  ['links', unitsOf('links', MAX_ELEMENTS)],
  ['handlers', MAX_HTML_LENGTH],
];

interface TraceEvent { name: string; ph: string; pid: number; tid: number; tdur?: number; args?: { name?: string } }

/**
 * The longest task of the page's main thread between `start` and now, in CPU time (ms): Chromium's
 * trace gives each task its thread time (`tdur`), which another process on a busy machine does not
 * stretch, as it stretches a long task's wall-clock duration (the Long Tasks API's).
 */
async function longestTaskCpu(browser: Browser): Promise<number> {
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const mainThreads = new Set(trace.traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const tasks = trace.traceEvents.filter((e) => e.name === 'RunTask' && e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`) && typeof e.tdur === 'number');
  expect(tasks.length, 'the trace lists the main thread\'s tasks with their CPU time').toBeGreaterThan(0);
  return Math.round(Math.max(...tasks.map((e) => e.tdur!)) / 1000);
}

/**
 * Goes from the login page to the announcements page inside the app, shows the crafted
 * announcement, and back: the main thread's longest task meanwhile, in CPU time (ms).
 */
async function longestTask(page: Page, browser: Browser, control: (path: string, body?: unknown) => Promise<unknown>, [shape, chars, parsed]: (typeof CRAFTED)[number]): Promise<number> {
  await control('scenario', { merchant: 'LVN', set: { craftedAnnouncement: { shape, chars } } });
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline'] });
  await page.evaluate(() => history.pushState(null, '', '/m/announcements'));
  const content = list(page).locator('.popup__content').first();
  await expect(content).toContainText('Crafted');
  // Parsed as HTML up to the limits, shown as text past them.
  if (parsed) expect(await content.locator(parsed).count()).toBeGreaterThanOrEqual(MAX_ELEMENTS - 1);
  else await expect(content.locator('*')).toHaveCount(0);
  // The work after the answer is done (render, layout, paint).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))));
  const longest = await longestTaskCpu(browser);
  await page.evaluate(() => history.pushState(null, '', '/m/login'));
  await expect(page.locator('input[name="username"]')).toBeVisible();
  return longest;
}

test('HTML crafted to cost time shows with no task over 50 ms of CPU', async ({ page, browser, origin, control }) => {
  test.slow();
  // From the login page (no popup there), to the announcements page and back inside the app: the
  // start-up's own work is over before each measure begins, and a first visit has loaded the
  // page's code.
  await page.goto(`${origin()}/m/login`);
  await expect(page.locator('input[name="username"]')).toBeVisible();
  await longestTask(page, browser, control, ['unclosed-tags', MAX_HTML_LENGTH + 1]);
  const slow: string[] = [];
  for (const crafted of CRAFTED) {
    // A busy machine only adds to a task's CPU time (shared caches, the other core's load): a
    // reading over the bar is taken again, and the lowest of three readings counts.
    const readings = [await longestTask(page, browser, control, crafted)];
    while (readings.length < 3 && Math.min(...readings) > 50) readings.push(await longestTask(page, browser, control, crafted));
    const longest = Math.min(...readings);
    if (longest > 50) slow.push(`${crafted[0]} ${crafted[1]} characters: ${readings.join(', ')} ms of CPU`);
  }
  expect(slow).toEqual([]);
});
