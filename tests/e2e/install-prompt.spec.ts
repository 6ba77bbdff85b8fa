import type { BrowserContext, Page, Response } from '@playwright/test';
import { appTookOver, expect, recordedCalls, sandboxToken, SERVING, test } from './support/fixtures';

/**
 * The add-to-home-screen prompt in real Chromium. Siam Spin has A2HS3 on,
 * a members-only home and a2hsMaxCloseTimes 3 in its manifest; Lucky VN (public home) gets A2HS3
 * and thresholds through the sandbox's `flags` and `statusPatch` switches.
 */
const prompt = (page: Page) => page.getByRole('dialog', { name: /^Install / });

/**
 * The prompt's waits (the manifest schema's defaults, which every demo merchant keeps): the first
 * prompt of a page view on a public home comes after INITIAL_AUTO_MS, every other one after DELAY_MS
 * (install-prompt-rules.ts promptDelayMs). The installing message stays INSTALLING_MESSAGE_MS
 * (install-prompt-controller.ts). The tests run them on the page's clock (page.clock).
 */
const INITIAL_AUTO_MS = 2000;
const DELAY_MS = 1000;
const INSTALLING_MESSAGE_MS = 3000;

/**
 * What makes the prompt's decisions observable. The prompt host reads its memory (the close counter
 * and the session's skip flag, `a2hs-*`) as it mounts, and decides with it there whether to wait at
 * all; when its wait ends it reads it again and decides whether to show (install-prompt-host.tsx,
 * prompt-facts.ts). Every page of the context records those reads: the key, the value read and
 * when, on the page's clock.
 */
interface MemoryRead { key: string; value: string | null; at: number }
async function recordMemoryReads(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const reads: MemoryRead[] = [];
    Object.defineProperty(window, '__a2hsReads', { value: reads });
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      const value = getItem.call(this, key);
      if (key.startsWith('a2hs-')) reads.push({ key, value, at: Date.now() });
      return value;
    };
  });
}
const memoryReads = (page: Page) => page.evaluate(() => (window as unknown as { __a2hsReads: MemoryRead[] }).__a2hsReads);
/** The values read, as [key, value]. */
const memoryValues = async (page: Page) => (await memoryReads(page)).map(({ key, value }) => [key, value]);

/**
 * Resolves when the prompt's texts arrive. The host asks for them only when its rules let it wait,
 * in the same effect pass that starts its wait: once they are asked for, the wait is running.
 */
function promptWaitStarted(page: Page): Promise<Response> {
  return page.waitForResponse(async (response) => {
    if (!new URL(response.url()).pathname.endsWith('.json')) return false;
    return (await response.text().catch(() => '')).includes('"install.prompt_title"');
  });
}

/** Moves the page's clock `ms` on from where it is, and stops it there: from then on only the test moves it. */
async function pauseAhead(page: Page, ms: number): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ms);
}

/** A new tab: a fresh browser session (sessionStorage), the same device (localStorage). */
async function newTab(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

test('Siam Spin: shows after login, each decline counts, and it stops after a2hsMaxCloseTimes (3)', async ({ context, page, origin, sandbox }) => {
  test.setTimeout(60_000); // four tabs, each waiting out the prompt's delay
  await recordMemoryReads(context);
  await page.clock.install(); // the context's clock: every tab below runs on it
  const home = `${origin('siamspin')}/m/home`;
  // A visitor is sent to login: no prompt there. The shell has nothing of the install flow to load
  // for a visitor on the login page (Siam Spin prompts members only, on home, and has no download bar
  // or app links) and names that on the document: nothing waits to show a prompt.
  await page.goto(home);
  await expect(page).toHaveURL(/\/m\/login$/);
  await appTookOver(page);
  await expect(page.locator('html')).toHaveAttribute('data-install', 'none');
  await expect(prompt(page)).toHaveCount(0); // the same visitor, once a member on home, is prompted below

  for (let close = 1; close <= 3; close++) {
    const tab = await newTab(context, `${home}?token=${await sandboxToken(sandbox, 'SSP')}`);
    // Its wait has started (named on the document): the page's clock jumps it.
    await expect(tab.locator('html')).toHaveAttribute('data-install-prompt', 'armed');
    await tab.clock.fastForward(DELAY_MS);
    await expect(prompt(tab)).toBeVisible();
    await tab.getByRole('button', { name: 'Continue in the browser' }).click();
    await expect(prompt(tab)).toHaveCount(0);
    expect(await tab.evaluate(() => [localStorage.getItem('a2hs-close-count'), sessionStorage.getItem('a2hs-skipped')])).toEqual([String(close), '1']);
    // Dismissed for this session: back on home, it stays away.
    await tab.goto(`${origin('siamspin')}/m/index.html`);
    await expect(tab.getByRole('main').getByRole('link', { name: 'Member centre' })).toBeVisible(); // home, logged in, where it was just shown
    // The prompt has read its memory on this page: skipped this session, so it does not wait.
    await expect.poll(() => memoryValues(tab)).toContainEqual(['a2hs-skipped', '1']);
    await tab.clock.fastForward(DELAY_MS);
    await expect(prompt(tab)).toHaveCount(0);
    await tab.close();
  }

  const fourth = await newTab(context, `${home}?token=${await sandboxToken(sandbox, 'SSP')}`);
  // The same home as the three tabs above, where it came each time.
  await expect(fourth.getByRole('main').getByRole('link', { name: 'Member centre' })).toBeVisible();
  // The prompt has read its memory: three closes, the limit, so it does not wait.
  await expect.poll(() => memoryValues(fourth)).toContainEqual(['a2hs-close-count', '3']);
  await fourth.clock.fastForward(DELAY_MS);
  await expect(prompt(fourth)).toHaveCount(0);
  expect(await fourth.evaluate(() => localStorage.getItem('a2hs-close-count'))).toBe('3');
});

test('Lucky VN visitor: the first prompt comes 2 s after landing; a limit of 1 close stops it', async ({ context, page, origin, control }) => {
  await control('scenario', { merchant: 'LVN', set: { flags: { A2HS3: true }, thresholds: { a2hsMaxCloseTimes: 1, a2hsDepositTimes: -1 } } });
  await recordMemoryReads(context);
  await page.clock.install();
  const waiting = promptWaitStarted(page);
  await page.goto(`${origin()}/m/home`);
  await waiting;
  await expect(prompt(page)).toHaveCount(0);
  await page.clock.runFor(INITIAL_AUTO_MS); // its timers fire each at its own time
  await expect(prompt(page)).toBeVisible({ timeout: 8000 });
  // On the page's clock it decided to show (it read its memory again) 2 s after it had mounted (and
  // first read it), not sooner: before that there was nothing to show.
  const reads = await memoryReads(page);
  expect(reads.at(-1)!.at - reads[0]!.at).toBeGreaterThanOrEqual(INITIAL_AUTO_MS);
  // Only on home: not on the login page, and back on home it comes again until answered. The shell
  // decides in the render that shows the login page (not a prompt path): nothing waits to show it.
  await page.goto(`${origin()}/m/login`);
  await appTookOver(page);
  await page.clock.fastForward(INITIAL_AUTO_MS);
  await expect(prompt(page)).toHaveCount(0);
  await page.goto(`${origin()}/m/index.html`);
  await expect(prompt(page)).toBeVisible({ timeout: 8000 });
  await page.getByRole('button', { name: 'Continue in the browser' }).click();

  const next = await newTab(context, `${origin()}/m/home`);
  // The same home where it came twice; one close is the limit now.
  await expect(next.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  // The prompt has read its memory: one close, the limit now, so it does not wait.
  await expect.poll(() => memoryValues(next)).toContainEqual(['a2hs-close-count', '1']);
  await next.clock.fastForward(INITIAL_AUTO_MS);
  await expect(prompt(next)).toHaveCount(0);
  expect(await next.evaluate(() => localStorage.getItem('a2hs-close-count'))).toBe('1');
});

test("accepting with the browser's install dialog shows the installing message; appinstalled sets 99", { tag: SERVING }, async ({ page, origin, control }) => {
  await control('scenario', { merchant: 'LVN', set: { flags: { A2HS3: true } } });
  await page.clock.install();
  await page.goto(`${origin()}/m/home`);
  // Home paints from its HTML shell before any script runs; Chromium fires the event only once the
  // app has linked the web app manifest, so the test fires it once the app has taken over.
  await expect(page.locator('#root:not([data-shell]) .screen')).toBeVisible();
  // What Chromium does when the site is installable: the event the app keeps for its prompt.
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
  await expect(prompt(page)).toBeVisible({ timeout: 8000 });
  await page.getByRole('button', { name: 'Add to home screen' }).click();
  await expect(prompt(page)).toHaveCount(0);
  await expect(page.locator('.toasts')).toContainText('Installing');
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  expect(await page.evaluate(() => localStorage.getItem('a2hs-close-count'))).toBe('99');
  // The message's timer started as it was put up: 3 s on, on the page's clock stopped there, it is gone.
  await pauseAhead(page, INSTALLING_MESSAGE_MS);
  await expect(page.locator('.toasts')).not.toContainText('Installing');
});

test('without an install dialog the web-app button opens the two-step guide', async ({ page, origin, control }) => {
  await control('scenario', { merchant: 'LVN', set: { flags: { A2HS3: true } } });
  await page.goto(`${origin()}/m/home`);
  await expect(prompt(page)).toBeVisible({ timeout: 8000 });
  await page.getByRole('button', { name: 'Add to home screen' }).click();
  const guide = page.getByRole('dialog', { name: 'Add to home screen' });
  await expect(guide.locator('li')).toHaveCount(2);
  await guide.getByRole('button', { name: 'Got it' }).click();
  await expect(guide).toHaveCount(0);
  expect(await page.evaluate(() => [sessionStorage.getItem('a2hs-skipped'), localStorage.getItem('a2hs-close-count')])).toEqual(['1', null]);
});

test('a member who deposited elsewhere (host not listed) is not prompted; on a listed host they are, unless their deposits reach a2hsDepositTimes', async ({ context, page, origin, control, sandbox }) => {
  await control('scenario', { merchant: 'LVN', set: { flags: { A2HS3: true }, firstDeposit: 'Y' } });
  await recordMemoryReads(context);
  await page.clock.install();
  // localhost is not one of Lucky VN's domains (it is served there as the default merchant).
  await page.goto(`${origin()}/m/home?token=${await sandboxToken(sandbox, 'LVN')}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Member centre' })).toBeVisible(); // home, as a member
  // The deposits were asked for, which only happens when everything else allows the prompt; its
  // wait started in the same call.
  await expect.poll(async () => (await recordedCalls(control, '/wps/relay/MCSFE_getDepositSettings')).length).toBe(1);
  const reads = (await memoryReads(page)).length;
  await page.clock.fastForward(INITIAL_AUTO_MS);
  // Its wait is over and it has asked the rules again, with the deposits (it reads its memory then).
  await expect.poll(async () => (await memoryReads(page)).length).toBeGreaterThan(reads);
  await expect(prompt(page)).toHaveCount(0);

  const listed = await newTab(context, `${origin('luckyvn')}/m/home?token=${await sandboxToken(sandbox, 'LVN')}`);
  await expect(prompt(listed)).toBeVisible({ timeout: 8000 });

  // On that listed host, a member with as many deposits as a2hsDepositTimes asks for is not prompted.
  await control('scenario', { merchant: 'LVN', set: { thresholds: { a2hsDepositTimes: 3 }, depositSettings: { totalDepositSuccessCount: 3 }, firstDeposit: null } });
  const asked = (await recordedCalls(control, '/wps/relay/MCSFE_getDepositSettings')).length;
  const counted = await newTab(context, `${origin('luckyvn')}/m/home?token=${await sandboxToken(sandbox, 'LVN')}`);
  await expect(counted.getByRole('main').getByRole('link', { name: 'Member centre' })).toBeVisible();
  await expect.poll(async () => (await recordedCalls(control, '/wps/relay/MCSFE_getDepositSettings')).length).toBe(asked + 1);
  const countedReads = (await memoryReads(counted)).length;
  await counted.clock.fastForward(INITIAL_AUTO_MS);
  await expect.poll(async () => (await memoryReads(counted)).length).toBeGreaterThan(countedReads);
  await expect(prompt(counted)).toHaveCount(0);
});

test('no prompt during maintenance or region restriction; the same home prompts once they are over; its native-app button', async ({ context, page, origin, control, declareStandIn }) => {
  declareStandIn(/^GET https:\/\/download\.luckyvn\.example\//, "Lucky VN's download host, answered by context.route");
  const downloads: string[] = [];
  await context.route(/^https:\/\/download\.luckyvn\.example\//, (route) => {
    downloads.push(route.request().url());
    return route.fulfill({ contentType: 'application/octet-stream', headers: { 'content-disposition': 'attachment' }, body: 'file' });
  });
  await control('scenario', { merchant: 'LVN', set: { flags: { A2HS3: true }, maintenance: { end: null } } });
  await page.clock.install();
  // The shell decides in the render that shows the maintenance page (no prompt during a system
  // notice): nothing waits to show it. With no route screen the overlays' lazy parts load 3 s on
  // (SCREEN_WAIT_MS, ui/after-paint.ts); the install flow's loads (Lucky VN has app links). A prompt
  // it allowed would load its chunk and texts (the page then goes quiet), wait 2 s, and be up at once.
  const noticeQuiet = async () => {
    await page.clock.fastForward(3000);
    await installPart;
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward(INITIAL_AUTO_MS);
    await page.waitForLoadState('networkidle');
  };
  let installPart = page.waitForResponse(/\/assets\/install-shell-[^/]*\.js$/);
  await page.goto(`${origin()}/m/home`);
  await expect(page.getByRole('heading', { level: 2, name: 'System maintenance' })).toBeVisible();
  await noticeQuiet();
  expect(await prompt(page).count()).toBe(0);

  await control('scenario', { merchant: 'LVN', set: { maintenance: null, regionRestriction: true } });
  installPart = page.waitForResponse(/\/assets\/install-shell-[^/]*\.js$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Access denied' })).toBeVisible();
  await noticeQuiet();
  expect(await prompt(page).count()).toBe(0);

  await control('scenario', { merchant: 'LVN', set: { regionRestriction: null } });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(prompt(page)).toBeVisible({ timeout: 5000 });
  // The native-app button follows the app link for this device (a browser that is neither iOS nor
  // Android: the Android file, downloaded in this window), and the prompt stays away this session.
  await prompt(page).getByRole('button', { name: 'Download the app' }).click();
  await expect(prompt(page)).toHaveCount(0);
  await expect.poll(() => downloads).toEqual(['https://download.luckyvn.example/app/luckyvn.apk']);
  expect(await page.evaluate(() => [sessionStorage.getItem('a2hs-skipped'), localStorage.getItem('a2hs-close-count')])).toEqual(['1', null]);
  expect(page.url()).toMatch(/\/m\/home$/);
});
