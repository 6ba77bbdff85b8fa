import type { Page } from '@playwright/test';
import { popupAnnouncementsFor } from '../../sandbox/catalogue/popup-announcements';
import { expect, sandboxToken, test } from './support/fixtures';
import { recordStorageReads, valuesRead } from './support/storage-reads';

/**
 * The announcement popup and the welcome images in real Chromium against the sandbox. The fixture
 * starts every merchant with scenario popups "none"; these tests switch the popups back on
 * (`popups: null`: the sandbox's own content) or pick a list of their own (`announcements`).
 * Texts in English (the stored language), so the sandbox answers its English content.
 */
const popup = (page: Page) => page.getByTestId('announcement-popup');
const slideTitles = (page: Page) => popup(page).locator('.popup__slide-title').allTextContents();
const english = popupAnnouncementsFor({ supportedLanguages: ['EN'] }, 'EN');
const titles = (...ids: number[]) => ids.map((id) => english.find((a) => a.id === id)!.title);
/** The popup's chunk (and the sanitizer's): requested only when a popup shows. */
const POPUP_CHUNK = /\/assets\/(announcement-popup|html-policy)-[^/]*\.js$/;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

async function popupsOn(control: (path: string, body?: unknown) => Promise<unknown>, merchant: string, set: Record<string, unknown> = {}) {
  await control('scenario', { merchant, set: { popups: null, ...set } });
}

/*
 * What makes the welcome images' decisions observable (popup-shell.tsx WelcomeHost): as they mount
 * they read whether the player dismissed them this session (`welcome-dismissed`), and do not wait at
 * all if so; when their wait ends they get the banners (from the response cache when the lobby has
 * filled it: then at once), read which pictures were seen (`welcome-seen:`) and decide. Every page
 * of the context records the web storage keys it reads, with the values (support/storage-reads.ts).
 */
/** Moves the page's clock `ms` on from where it is, and stops it there: from then on only the test moves it. */
async function pauseAhead(page: Page, ms: number): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ms);
}

/** The popup list request: the announcement popup's wait (the audience's delay) is over. */
const isPopupList = (url: string) => url.includes('MCSFE_getListAnnouncements') && url.includes('types=PR');

/** A visitor's popup record (popup-store.ts), as the page keeps it. */
const visitorRecord = (page: Page, code: string) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null, `popup-store:${code}:visitor`);

/**
 * Marks the visitor's popup record before a reload, so that `popupDecided` can tell when the rules
 * have run again: they store their decision on every run (the record's four fields, nothing else).
 */
async function markPopupRecord(page: Page, code: string): Promise<void> {
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key) ?? '{}'), stale: true })), `popup-store:${code}:visitor`);
}

/**
 * Home, and the popup's rules have decided on this page view (past the visitor delay, with the
 * list): the record they stored, unmarked. Its `show` is their decision.
 */
async function popupDecided(page: Page, code: string): Promise<Record<string, unknown>> {
  await expect.poll(async () => {
    const record = await visitorRecord(page, code);
    return record !== null && !('stale' in record);
  }, { timeout: 6000 }).toBe(true);
  return (await visitorRecord(page, code))!;
}

for (const [merchant, code] of [['luckyvn', 'LVN'], ['goldcrest', 'GCR']] as const) {
  test(`${merchant}: a visitor's popup shows once per content change, after the visitor delay`, async ({ page, origin, control }) => {
    await popupsOn(control, code, merchant === 'luckyvn' ? { banners: [] } : {});
    const chunks: string[] = [];
    page.on('request', (r) => POPUP_CHUNK.test(r.url()) && chunks.push(r.url()));
    await page.goto(`${origin(merchant)}/m/home`);
    await expect(popup(page)).toBeVisible({ timeout: 6000 });
    expect(await slideTitles(page)).toEqual(titles(8101, 8102));
    expect(chunks.length).toBeGreaterThan(0);
    // The in-app link of the content survived the sanitizer and stays in the app.
    await expect(popup(page).locator('a[data-in-app][href="/m/activity"]')).toHaveCount(1);
    await popup(page).getByTestId('popup-know-it').click();
    await expect(popup(page)).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('popup-store:')))).toEqual([`popup-store:${code}:visitor`]);

    // The same content: not again.
    await markPopupRecord(page, code);
    await page.reload();
    expect(await popupDecided(page, code)).toMatchObject({ show: false });
    await expect(popup(page)).toHaveCount(0);

    // Changed content: once more.
    await control('scenario', { merchant: code, set: { announcements: [{ id: 1, title: 'Lottery draw moved', content: '<p>Tonight the draw starts at 18:30.</p>', promotionType: 'NOTICE', execution: 'B' }] } });
    await page.reload();
    await expect(popup(page)).toBeVisible({ timeout: 6000 });
    expect(await slideTitles(page)).toEqual(['Lottery draw moved']);
  });
}

test.describe('do not show today', () => {
  test.use({ timezoneId: 'Asia/Ho_Chi_Minh' });

  test('hides the popup until the next local midnight, then it comes back unchanged', async ({ page, origin, control }) => {
    await popupsOn(control, 'LVN', { banners: [] });
    await page.clock.install({ time: new Date('2026-06-01T22:50:00+07:00') });
    await page.goto(`${origin()}/m/home`);
    await expect(popup(page)).toBeVisible({ timeout: 6000 });
    await popup(page).getByTestId('popup-today').check();
    await popup(page).getByTestId('popup-close').click();
    await expect(popup(page)).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('popup-store:LVN:visitor') ?? 'null'));
    expect(stored).toMatchObject({ show: false, hidePopup: 1 });
    // The page's clock: 22:50 local and a few seconds.
    expect(stored.todayHideTime).toBeGreaterThanOrEqual(Date.parse('2026-06-01T22:50:00+07:00'));
    expect(stored.todayHideTime).toBeLessThan(Date.parse('2026-06-01T22:52:00+07:00'));

    // A minute before local midnight (17:00 UTC): still hidden, even with new content.
    await control('scenario', { merchant: 'LVN', set: { announcements: [{ id: 2, title: 'New tonight', content: '<p>x</p>', promotionType: 'NOTICE', execution: 'B' }] } });
    await page.clock.setSystemTime(new Date('2026-06-01T23:59:00+07:00'));
    await markPopupRecord(page, 'LVN');
    await page.reload();
    expect(await popupDecided(page, 'LVN')).toMatchObject({ show: false, hidePopup: 1 });
    await expect(popup(page)).toHaveCount(0);

    // Past midnight: back.
    await page.clock.setSystemTime(new Date('2026-06-02T00:00:30+07:00'));
    await page.reload();
    await expect(popup(page)).toBeVisible({ timeout: 6000 });
    expect(await slideTitles(page)).toEqual(['New tonight']);
  });
});

test('forced reading: close works on the last slide only', async ({ page, origin, control, sandbox }) => {
  await popupsOn(control, 'LVN', { banners: [] });
  await page.goto(`${origin()}/m/home?token=${await sandboxToken(sandbox, 'LVN')}`);
  await expect(popup(page)).toBeVisible({ timeout: 6000 });
  // A member's list: the daily sign-in, then the terms that must be read.
  expect(await slideTitles(page)).toEqual(titles(8201, 8202));
  await expect(popup(page).getByTestId('popup-close')).toBeDisabled();
  await expect(popup(page).getByTestId('popup-know-it')).toBeDisabled();
  await expect(popup(page).getByText('Read to the last page to close')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeVisible();
  await popup(page).getByTestId('popup-next').click();
  await expect(popup(page).getByTestId('popup-close')).toBeEnabled();
  await popup(page).getByTestId('popup-close').click();
  await expect(popup(page)).toHaveCount(0);
});

test('audiences: visitors see B, members A, a first-time login A and F', async ({ browser, origin, control, sandbox }) => {
  test.setTimeout(60_000); // three fresh browser contexts
  await popupsOn(control, 'LVN', { banners: [] });
  const open = async (setup?: (page: Page) => Promise<void>) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('language', 'EN'));
    await setup?.(page);
    return page;
  };
  const visitor = await open();
  await visitor.goto(`${origin()}/m/home`);
  await expect(popup(visitor)).toBeVisible({ timeout: 6000 });
  expect(await slideTitles(visitor)).toEqual(titles(8101, 8102));

  const member = await open();
  await member.goto(`${origin()}/m/home?token=${await sandboxToken(sandbox, 'LVN')}`);
  await expect(popup(member)).toBeVisible({ timeout: 6000 });
  expect(await slideTitles(member)).toEqual(titles(8201, 8202));

  // A first-time login, as the login stores it (firstTimeLogin true in the session info).
  const token = await sandboxToken(sandbox, 'LVN');
  const first = await open(async (page) => {
    await page.addInitScript((t) => {
      sessionStorage.setItem('session-info', JSON.stringify({ id: '10001', token: t, merchantCode: 'LVN', userName: 'demo', type: 0, firstTimeLogin: true }));
    }, token);
  });
  await first.goto(`${origin()}/m/home`);
  await expect(popup(first)).toBeVisible({ timeout: 6000 });
  expect(await slideTitles(first)).toEqual(titles(8201, 8202, 8301));
  for (const page of [visitor, member, first]) await page.context().close();
});

test('hostile announcements render with nothing active: no script, handler, javascript: URL, SVG script or form', async ({ page, origin, control }) => {
  await popupsOn(control, 'LVN', { popups: 'hostile', banners: [] });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`${origin()}/m/home`);
  await expect(popup(page)).toBeVisible({ timeout: 6000 });
  await expect(popup(page).getByText('Safe text stays.')).toBeVisible();
  // The title is text, never markup.
  await expect(popup(page).locator('.popup__slide-title')).toHaveText('Important <b onmouseover="alert(1)">notice</b>');
  const content = popup(page).locator('.popup__content');
  await expect(content.locator('script, svg, iframe, form, input, button, style')).toHaveCount(0);
  expect(await content.evaluate((el) => [...el.querySelectorAll('*')].flatMap((n) => [...n.attributes].map((a) => a.name)).filter((n) => n.startsWith('on')))).toEqual([]);
  const link = content.getByText('Tap for a prize');
  await expect(link).toBeVisible();
  expect(await link.getAttribute('href')).toBeNull();
  await link.click();
  await popup(page).locator('.popup__slide-title').hover();
  // The toggle event comes in a task after the click: once it has been dispatched, an ontoggle
  // handler would have run (and its alert been seen).
  const details = content.locator('details');
  await details.evaluate((el) => el.addEventListener('toggle', () => el.setAttribute('data-toggled', ''), { once: true }));
  await content.locator('summary').click();
  await expect(details).toHaveAttribute('data-toggled', '');
  expect(await page.evaluate(() => (window as { __popupPwned?: string }).__popupPwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page).toHaveURL(/\/m\/home$/);
});

test("no popup to show: neither the popup's chunk nor the sanitizer is requested", async ({ page, origin, wpsRequests }) => {
  // The fixture's default: scenario popups "none".
  const chunks: string[] = [];
  page.on('request', (r) => POPUP_CHUNK.test(r.url()) && chunks.push(r.url()));
  await page.goto(`${origin()}/m/home`);
  // The popup list was asked for and answered empty: the rules ran, and decided nothing shows.
  await expect.poll(() => wpsRequests.filter((r) => isPopupList(r.url())).length, { timeout: 6000 }).toBe(1);
  expect(await popupDecided(page, 'LVN')).toMatchObject({ show: false });
  await expect(popup(page)).toHaveCount(0);
  expect(chunks).toEqual([]);
});

test.describe('welcome images', () => {
  test('come after 20 s, first then second, only on home paths, once', async ({ page, context, origin, control }) => {
    // Welcome images on, no announcement popup (an empty list).
    await popupsOn(control, 'LVN', { announcements: [] });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin() });
    await recordStorageReads(context);
    await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });

    // Not on the login page, however long one waits: the popups' part has loaded and, off the home
    // paths, mounts neither the popup nor the welcome images (popup-shell.tsx), so nothing waits here.
    const popupsPart = page.waitForResponse(/\/assets\/popup-shell-[^/]*\.js$/);
    await page.goto(`${origin()}/m/login`);
    await expect(page.locator('input[name="username"]')).toBeVisible();
    await popupsPart;
    await page.clock.fastForward(25_000);
    await expect(page.getByTestId('welcome-first')).toHaveCount(0);

    // The popups' chunk asks for the popup list 1 s after it mounts; the welcome images' 20 s wait
    // started in the same pass. With the banners in the response cache (the lobby's), they would
    // decide the moment it ended: 17 s later, on the page's clock stopped there, they have not; only
    // once the clock has gone on past 20 s do they come.
    const listed = page.waitForRequest((r) => isPopupList(r.url()));
    await page.goto(`${origin()}/m/`);
    await listed;
    await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('http-cache:') && key.includes('MCSFE_getBanners')))).toBe(true);
    await pauseAhead(page, 17_000);
    expect(await valuesRead(page, 'welcome-seen:', 'contains')).toEqual([]);
    await expect(page.getByTestId('welcome-first')).toHaveCount(0);
    await page.clock.fastForward(3_000);
    const first = page.getByTestId('welcome-first');
    await expect(first).toBeVisible({ timeout: 6000 });
    const src = await first.locator('img').getAttribute('src');
    expect(src).toMatch(/^http:\/\/cdn-[ab]\.localhost:\d+\/banners\/luckyvn\/welcome-1\.jpg$/);
    await expect.poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);

    await first.getByTestId('welcome-copy').click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(src);

    const download = page.waitForEvent('download');
    await first.getByTestId('welcome-save').click();
    expect((await download).suggestedFilename()).toBe('welcome-1.jpg');

    await first.getByTestId('welcome-close').click();
    const second = page.getByTestId('welcome-second');
    await expect(second).toBeVisible();
    await expect(second.locator('img')).toHaveAttribute('src', /\/banners\/luckyvn\/welcome-2\.jpg$/);
    await expect(second.locator('.welcome__text')).not.toBeEmpty();
    await expect(second.getByTestId('welcome-copy')).toHaveCount(0);
    await second.getByTestId('welcome-close').click();
    await expect(second).toHaveCount(0);

    // Seen and dismissed: not again on home. The welcome images have read, as they mounted, that they
    // were dismissed this session: they do not wait at all.
    await page.clock.resume();
    await page.goto(`${origin()}/m/home`);
    await expect.poll(() => valuesRead(page, 'welcome-dismissed', 'contains')).toEqual(['1']);
    await page.clock.fastForward(25_000);
    await expect(page.getByTestId('welcome-first')).toHaveCount(0);
    await expect(page.getByTestId('welcome-second')).toHaveCount(0);
  });

  test('wait for the announcement popup: never two at once', async ({ page, origin, control }) => {
    await popupsOn(control, 'LVN');
    await recordStorageReads(page.context());
    await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
    await page.goto(`${origin()}/m/home`);
    await expect(popup(page)).toBeVisible({ timeout: 6000 });
    // The welcome images' wait started with the popup's (the same pass). 25 s on, on the page's clock,
    // it is over and they have decided (they read which pictures were seen): they want to show now,
    // and wait for the popup.
    await page.clock.fastForward(25_000);
    await expect.poll(() => valuesRead(page, 'welcome-seen:', 'contains')).toHaveLength(1);
    await expect(page.getByTestId('welcome-first')).toHaveCount(0);
    await popup(page).getByTestId('popup-know-it').click();
    await expect(page.getByTestId('welcome-first')).toBeVisible({ timeout: 6000 });
    await expect(popup(page)).toHaveCount(0);
  });
});

test('the announcements page lists the player\'s announcements, sanitized', async ({ page, origin, control }) => {
  await popupsOn(control, 'LVN', { popups: 'hostile', banners: [] });
  await page.goto(`${origin()}/m/announcements`);
  const list = page.getByTestId('announcement-list');
  await expect(list).toBeVisible();
  await expect(list.getByText('Safe text stays.')).toBeVisible();
  await expect(list.locator('script, svg, iframe, form')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __popupPwned?: string }).__popupPwned)).toBeUndefined();
  await control('scenario', { merchant: 'LVN', set: { popups: 'none' } });
  await page.reload();
  await expect(page.getByTestId('announcements-empty')).toBeVisible();
});
