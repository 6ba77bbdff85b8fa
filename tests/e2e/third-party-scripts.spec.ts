import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, storedSession, test } from './support/fixtures';
import { solveStandIn } from './support/geetest-stand-in';
import { isPixelScript } from './support/pixels';

/**
 * Third-party scripts and the pages where players type credentials (src/state/credential-fields.ts,
 * src/flows/tracking/pixel-gate.ts): no pixel or tag while a password, code or the second-factor
 * dialog is on screen; the conversions reach the pixel on the next page; a credential screen
 * opens in a new document once a pixel has run in this one. And the captcha's pinned file
 * (geetest.scriptIntegrity): the tag carries the pin, and the browser refuses other bytes.
 *
 * When the tracking flow has decided is read from its performance marks (`marketing-scripts:held`,
 * `marketing-scripts:loaded`), so an absence is checked after the decision, never after a sleep.
 */
const HELD = 'marketing-scripts:held';
const LOADED = 'marketing-scripts:loaded';

const marks = (page: Page): Promise<string[]> =>
  page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name).filter((n) => n.startsWith('marketing-scripts:')));

/** What the page asked of the pixel hosts, with the page's address at that moment. */
function pixelRequests(page: Page): { url: string; pageUrl: string }[] {
  const seen: { url: string; pageUrl: string }[] = [];
  page.on('request', (r) => void (isPixelScript(r) && seen.push({ url: r.url(), pageUrl: page.url() })));
  return seen;
}

/** Pixel script elements and vendor globals in the document: none of them may be there. */
const pixelTraces = (page: Page) =>
  page.evaluate(() => ({
    scripts: document.querySelectorAll('script[data-pixel]').length,
    globals: ['fbq', '_fbq', 'ttq', 'gtag', 'dataLayer', 'kwaiq'].filter((name) => name in window),
  }));
const NO_TRACES = { scripts: 0, globals: [] };

type Recorded = { eventName: string; eventValue: { eventId: number } };
const events = async (control: (path: string) => Promise<unknown>, merchant = 'LVN') =>
  ((await control(`state?merchant=${merchant}`)) as { state: { events: Recorded[] } }).state.events;
const fbqQueue = (page: Page) => page.evaluate(() => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue.map((a) => [...a]));

async function typeLogin(page: Page, username: string, password: string): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

test.describe('pixels and credential fields', () => {
  test('login: no pixel while the player types, nor with the second-factor dialog open', async ({ page, origin }) => {
    const pixels = pixelRequests(page);
    await page.goto(`${origin('luckyvn')}/m/login`);
    await expect.poll(() => marks(page)).toEqual([HELD]);
    await typeLogin(page, 'twofa', 'twofa123');
    await expect(page.getByRole('dialog').locator('input').first()).toBeVisible();
    expect(await marks(page)).toEqual([HELD]);
    expect(pixels).toEqual([]);
    expect(await pixelTraces(page)).toEqual(NO_TRACES);
  });

  test('the login conversion reaches the pixel on the next page, after the init, with the id the server got', async ({ page, origin, control }) => {
    const pixels = pixelRequests(page);
    await page.goto(`${origin('luckyvn')}/m/login`);
    await expect.poll(() => marks(page)).toEqual([HELD]);
    await typeLogin(page, 'demo', 'demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect.poll(() => marks(page)).toEqual([HELD, LOADED]);
    expect(pixels).toEqual([{ url: 'https://connect.facebook.net/en_US/fbevents.js', pageUrl: `${origin('luckyvn')}/m/home` }]);
    await expect.poll(() => events(control)).toHaveLength(1);
    const [login] = await events(control);
    expect(login!.eventName).toBe('Login');
    await expect.poll(() => fbqQueue(page)).toEqual([
      ['init', '100200300400500'],
      ['track', 'PageView'],
      ['track', 'Login', { value: 0, currency: 'VND' }, { eventID: String(login!.eventValue.eventId) }],
    ]);
  });

  test('change password: none on the page, also when it is loaded directly', async ({ page, origin }) => {
    const pixels = pixelRequests(page);
    await page.goto(`${origin('luckyvn')}/m/login`);
    await typeLogin(page, 'weakpw', '123456');
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'changePassword');
    await expect.poll(() => marks(page)).toEqual([HELD]);
    expect(pixels).toEqual([]);
    expect(await pixelTraces(page)).toEqual(NO_TRACES);
  });

  test('once a pixel ran in the document, a move to a credential screen is a new page load without it', async ({ page, origin }) => {
    const pixels = pixelRequests(page);
    await page.goto(`${origin('luckyvn')}/m/home`);
    await expect.poll(() => marks(page)).toEqual([LOADED]);
    expect(pixels.map((p) => p.url)).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    await page.evaluate(() => ((window as unknown as { documentBeforeLogin: boolean }).documentBeforeLogin = true));
    await page.getByRole('main').getByRole('link', { name: /log in/i }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'login');
    await expect.poll(() => marks(page)).toEqual([HELD]); // a new document's marks
    expect(await page.evaluate(() => 'documentBeforeLogin' in window)).toBe(false);
    expect(await pixelTraces(page)).toEqual(NO_TRACES);
    expect(pixels).toHaveLength(1);
  });

  test("Gold Crest's Google tag: not fetched on its login page, fetched on home after the login", async ({ page, origin }) => {
    const pixels = pixelRequests(page);
    await page.goto(`${origin('goldcrest')}/m/login`);
    await expect.poll(() => marks(page)).toEqual([HELD]);
    expect(pixels).toEqual([]);
    expect(await pixelTraces(page)).toEqual(NO_TRACES);
    await typeLogin(page, 'demo', 'demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect.poll(() => pixels.map((p) => p.url)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-GCR1234567']);
  });
});

test.describe("the captcha's pinned file (Subresource Integrity)", () => {
  // The sandbox pins its stand-in's file (sandbox/geetest-pin.ts): computed here from the same file.
  const standIn = readFileSync(new URL('../../sandbox/geetest/stand-in.js', import.meta.url));
  const PIN = `sha384-${createHash('sha384').update(standIn).digest('base64')}`;
  const V3 = /\/__sandbox\/geetest\/(cdn-[ab])\/static\/js\/gt\.0\.4\.9\.js$/;

  function v3Tags(page: Page) {
    return page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[src*="/static/js/gt."]')].map((s) => ({ src: new URL(s.src).pathname, integrity: s.getAttribute('integrity'), crossorigin: s.getAttribute('crossorigin') })));
  }

  test('the v3 script carries the pin and crossorigin; the stand-in serves exactly the pinned bytes', async ({ page, origin, control }) => {
    await control('scenario', { merchant: 'LVN', set: { flags: { GEETEST3: true } } });
    await page.goto(`${origin('luckyvn')}/m/login`);
    await typeLogin(page, 'demo', 'demo1234');
    await solveStandIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await v3Tags(page)).toEqual([{ src: '/__sandbox/geetest/cdn-a/static/js/gt.0.4.9.js', integrity: PIN, crossorigin: 'anonymous' }]);
  });

  test('a base serving other bytes is refused by the browser, and the next base serves the captcha', async ({ page, origin, control, expectConsoleError }) => {
    await control('scenario', { merchant: 'LVN', set: { flags: { GEETEST3: true }, geetest: { bases: { 'cdn-a': 'tampered' } } } });
    expectConsoleError(/^Failed to find a valid digest in the 'integrity' attribute for resource '[^']+\/__sandbox\/geetest\/cdn-a\/static\/js\/gt\.0\.4\.9\.js' with computed SHA-384 integrity '[^']+'\. The resource has been blocked\.$/, 'the scenario makes cdn-a serve the script with a byte more than its pin');
    const answered: string[] = [];
    page.on('response', (r) => void (V3.test(new URL(r.url()).pathname) && answered.push(`${V3.exec(new URL(r.url()).pathname)![1]} ${r.status()}`)));
    await page.goto(`${origin('luckyvn')}/m/login`);
    await typeLogin(page, 'demo', 'demo1234');
    await solveStandIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await storedSession(page)).toMatchObject({ userName: 'demo' });
    // cdn-a answered 200, yet its script never ran: the refused tag is gone, cdn-b's ran.
    expect(answered).toEqual(['cdn-a 200', 'cdn-b 200']);
    expect((await v3Tags(page)).map((t) => t.src)).toEqual(['/__sandbox/geetest/cdn-b/static/js/gt.0.4.9.js']);
  });

  test('every base tampered: the captcha fails to load (60204), nothing of it ran', async ({ page, origin, control, expectConsoleError }) => {
    await control('scenario', { merchant: 'LVN', set: { flags: { GEETEST3: true }, geetest: { bases: { 'cdn-a': 'tampered', 'cdn-b': 'tampered' } } } });
    expectConsoleError(/^Failed to find a valid digest in the 'integrity' attribute for resource '[^']+\/__sandbox\/geetest\/cdn-[ab]\/static\/js\/gt\.0\.4\.9\.js' with computed SHA-384 integrity '[^']+'\. The resource has been blocked\.$/, 'the scenario makes both bases serve the script with a byte more than its pin');
    await page.goto(`${origin('luckyvn')}/m/login`);
    await typeLogin(page, 'demo', 'demo1234');
    await expect(page.getByRole('alertdialog')).toContainText('60204');
    expect(await page.evaluate(() => 'initGeetest' in window)).toBe(false);
    expect(await storedSession(page)).toBeNull();
  });
});
