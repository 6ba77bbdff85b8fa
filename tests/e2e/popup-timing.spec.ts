import type { Page, Request } from '@playwright/test';
import { expect, sandboxToken, test } from './support/fixtures';

/**
 * The announcement popup's timing, on the page's clock (page.clock): the wait before the popup list
 * is asked for (visitors 1 s, members the manifest's `overlays.popups.memberDelayMs`: Siam Spin
 * 500 ms; popup-shell.tsx) and the carousel's autoplay (5 s, the schema's default). The popup host
 * starts its wait as it mounts on a home path. Each test first loads another page, where the popups'
 * chunk loads but mounts nothing, stops the page's clock there, and then goes home inside the app:
 * the wait starts on the stopped clock, and only the test moves it on.
 */
const popup = (page: Page) => page.getByTestId('announcement-popup');
const POPUP_SHELL = /\/assets\/popup-shell-[^/]*\.js$/;
const plain = (id: number, execution: 'A' | 'B') => ({ id, title: `Notice ${id}`, content: `<p>Plain text ${id}.</p>`, promotionType: 'NOTICE', execution });

/** When (on the page's clock) the page opened each popup-list call (types=PR; the marquee's is MQ). */
async function recordPopupListCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('language', 'EN');
    // The install prompt (before the popup in the queue) and the push prompt are not what these tests are about.
    sessionStorage.setItem('a2hs-skipped', '1');
    localStorage.setItem('push-snoozed-until', String(Date.now() + 86_400_000));
    const opened: number[] = [];
    Object.defineProperty(window, '__popupListOpened', { value: opened });
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      if (/MCSFE_getListAnnouncements\?types=PR\b/.test(String(args[1]))) opened.push(Date.now());
      return (open as (...a: unknown[]) => void).apply(this, args);
    };
  });
}
/**
 * The popups' chunk as it arrives, then once every chunk it imports (and theirs) has arrived too. Its
 * response alone is not enough: the part mounts only once its imports have loaded, and a host that
 * mounted after the test had moved the stopped clock on would start its wait too late (a fresh-clone
 * run on a busy machine met that once: no list was ever asked for). Counted from the browser's
 * finished requests: the page's own resource timing is the fake clock's (empty) once it is installed.
 */
function popupChunksLoaded(page: Page): () => Promise<void> {
  // Each chunk's request as it finishes; its body is read only while the test waits (a read still
  // pending when the test ends would fail it).
  const chunks = new Map<string, Request>();
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/m\/assets\/[^/]+\.js$/.test(path)) chunks.set(path, request);
  });
  const shell = page.waitForResponse(POPUP_SHELL);
  /** The chunks `path` imports, directly or not, that have not arrived yet. */
  const missing = async (path: string, seen = new Set<string>()): Promise<string[]> => {
    if (seen.has(path)) return [];
    seen.add(path);
    const request = chunks.get(path);
    if (!request) return [path];
    const text = (await (await request.response())?.text()) ?? '';
    const imports = [...text.matchAll(/from"\.\/([^"]+\.js)"/g)].map((m) => `/m/assets/${m[1]!}`);
    return (await Promise.all(imports.map((i) => missing(i, seen)))).flat();
  };
  return async () => {
    const response = await shell;
    // The build's chunks import each other as `from"./<file>.js"`: what `missing` reads.
    expect(await response.text()).toMatch(/from"\.\/[^"]+\.js"/);
    const path = new URL(response.url()).pathname;
    await expect.poll(() => missing(path)).toEqual([]);
  };
}

const popupListOpened = (page: Page) => page.evaluate(() => (window as unknown as { __popupListOpened: number[] }).__popupListOpened);

/**
 * Stops the page's clock (half a second on from where it is: it may not be moved back) and goes to
 * `path` inside the app (the router follows pushState); returns the time it stopped at.
 */
async function stopClockAndGo(page: Page, path: string): Promise<number> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  const stoppedAt = await page.evaluate(() => Date.now());
  await page.evaluate((to) => history.pushState(null, '', to), path);
  return stoppedAt;
}

test("a visitor's popup list is asked for 1 s after home shows, and the carousel moves on after 5 s", async ({ page, origin, control }) => {
  await control('scenario', { merchant: 'LVN', set: { popups: null, announcements: [plain(1, 'B'), plain(2, 'B')], banners: [] } });
  await page.emulateMedia({ reducedMotion: 'no-preference' }); // the carousel plays by itself only when motion is welcome
  await recordPopupListCalls(page);
  await page.clock.install();
  const chunksLoaded = popupChunksLoaded(page);
  await page.goto(`${origin()}/m/login`);
  await expect(page.locator('input[name="username"]')).toBeVisible();
  await chunksLoaded();
  const stoppedAt = await stopClockAndGo(page, '/m/home');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible(); // home, with the popup host mounted on it
  // 900 ms on, then 100 more: a list asked for any sooner would carry a time up to 900 ms on.
  await page.clock.runFor(900);
  await page.clock.runFor(100);
  await expect.poll(() => popupListOpened(page)).toHaveLength(1);
  expect((await popupListOpened(page))[0]! - stoppedAt).toBe(1000);
  await expect(popup(page)).toBeVisible();

  // The autoplay's timer starts as the carousel does, on the stopped clock. The slide in view is
  // the one not inert; the strip scrolls to the next one (smoothly, on the browser's own time).
  const position = popup(page).locator('.popup__position');
  const current = popup(page).locator('.popup__slide:not([inert]) .popup__slide-title');
  await expect(position).toHaveText('1 of 2');
  await page.clock.runFor(4900);
  expect(await position.textContent()).toBe('1 of 2');
  await page.clock.runFor(100);
  await expect(position).toHaveText('2 of 2');
  await expect(current).toHaveText('Notice 2');
  const strip = popup(page).locator('.popup__slides');
  await expect.poll(() => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(1);
});

test("a member's popup list is asked for after the merchant's member delay (500 ms); go activity opens the promotions page", async ({ page, origin, control, sandbox }) => {
  await control('scenario', { merchant: 'SSP', set: { popups: null, announcements: [plain(3, 'A')], banners: [] } });
  const token = await sandboxToken(sandbox, 'SSP');
  await page.addInitScript((t) => {
    sessionStorage.setItem('session-info', JSON.stringify({ id: '1', token: t, merchantCode: 'SSP', userName: 'demo', type: 0, firstTimeLogin: false }));
  }, token);
  await recordPopupListCalls(page);
  await page.clock.install();
  const chunksLoaded = popupChunksLoaded(page);
  await page.goto(`${origin('siamspin')}/m/member/home`);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await chunksLoaded();
  const stoppedAt = await stopClockAndGo(page, '/m/home');
  await expect(page.getByRole('main').getByRole('link', { name: 'Member centre' })).toBeVisible(); // home, as a member
  await page.clock.runFor(400);
  await page.clock.runFor(100);
  await expect.poll(() => popupListOpened(page)).toHaveLength(1);
  expect((await popupListOpened(page))[0]! - stoppedAt).toBe(500);
  await expect(popup(page)).toBeVisible();
  expect(await popup(page).locator('.popup__slide-title').allTextContents()).toEqual(['Notice 3']);

  await popup(page).getByRole('button', { name: 'Go to promotions' }).click();
  // A tap's move happens after the tap's frame (app/tap-navigation.ts): on the stopped clock, the
  // test lets that frame come (at most 100 ms where none does).
  await page.clock.runFor(100);
  await expect(popup(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/activity$/);
});
