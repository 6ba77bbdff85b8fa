import type { Page } from '@playwright/test';
import { expect, SERVING, storedSession, test } from './support/fixtures';
import { holdTheApp } from './support/hold-app';

/**
 * The first paint comes from the HTML (scripts/build-shells.ts): each merchant's home is served as
 * a static shell of its landing screen, so the header and the first banner show before any script
 * runs, and the app's first render replaces that markup without moving anything.
 */
const BRANDS = [
  { id: 'luckyvn', name: 'Lucky VN', header: 'rgb(165, 13, 37)', lobby: true },
  { id: 'goldcrest', name: 'Goldcrest', header: null, lobby: true },
  // Members-only: a visitor lands on the login page, so the home paths' shell is the login page's.
  { id: 'siamspin', name: 'Siam Spin', header: null, lobby: false },
] as const;

/** The login page's shell, before any script: the title names the brand, the form is there and cannot send. */
async function expectLoginShell(page: Page, brand: string): Promise<void> {
  await expect(page.locator('#root[data-shell="login"] .screen__title')).toContainText(brand);
  await expect(page.locator('input[name="username"]')).toBeVisible();
  await expect(page.locator('input[name="password"]')).toBeVisible();
  await expect(page.locator('form button[data-shell-action="submit"]')).toBeVisible();
  await expect(page.locator('button[type="submit"]')).toHaveCount(0);
}

for (const brand of BRANDS) {
  test(`${brand.id}: /m/home's HTML shows the ${brand.lobby ? 'header and the first banner' : 'login page'} with JavaScript off`, { tag: brand.id === 'siamspin' ? SERVING : [] }, async ({ browser, origin }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${origin(brand.id)}/m/home`);
    expect(response?.status()).toBe(200);
    // The tab's icon is the merchant's app icon, named by the page: a browser need not ask the
    // site's root for /favicon.ico (a redirect before the first banner painted).
    const icon = `/m/merchants/${brand.id}/assets/icon-192.png`;
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', icon);
    const iconResponse = await (await context.newPage()).goto(`${origin(brand.id)}${icon}`);
    expect([iconResponse?.status(), iconResponse?.headers()['content-type']]).toEqual([200, 'image/png']);
    if (!brand.lobby) {
      await expectLoginShell(page, brand.name);
      await expect(page.locator('.banners__img')).toHaveCount(0);
      return void (await context.close());
    }
    await expect(page.locator('.screen__header .home__brand')).toHaveText(brand.name);
    const logo = page.locator('.screen__header img.home__logo');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    if (brand.header) await expect(page.locator('.screen__header')).toHaveCSS('background-color', brand.header);
    const banner = page.locator('.banners__img').first();
    await expect(banner).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await banner.boundingBox();
    expect(box && Math.round(box.width / box.height)).toBe(2);
    await expect(page.locator('.lane-skeleton')).toHaveCount(3);
    await expect(page.locator('nav.bottom-nav a[aria-current="page"]')).toHaveAttribute('href', '/m/home');
    await context.close();
  });

  test(`${brand.id}: /m/login's HTML shows the login page with JavaScript off, and a tap sends nothing`, async ({ browser, origin }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
    await page.goto(`${origin(brand.id)}/m/login`);
    await expectLoginShell(page, brand.name);
    requests.length = 0;
    await page.locator('input[name="username"]').fill('demo');
    await page.locator('input[name="password"]').fill('demo1234');
    // No wait needed: press() and click() wait for a navigation they start (Chromium reports it
    // while the action runs), so a form sent would already be in `requests`.
    await page.locator('input[name="password"]').press('Enter');
    await page.locator('form button[data-shell-action="submit"]').click();
    expect(requests, 'the shell sent something').toEqual([]);
    expect(page.url()).toBe(`${origin(brand.id)}/m/login`);
    await context.close();
  });
}

test('the shell is in the language the browser asks for, when the merchant offers it', async ({ browser, origin }) => {
  for (const [locale, title, lang] of [['th-TH', 'เข้าสู่ระบบ Siam Spin', 'th'], ['en-US', 'Log in to Siam Spin', 'en'], ['ja-JP', 'เข้าสู่ระบบ Siam Spin', 'th']] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, locale });
    const page = await context.newPage();
    const response = await page.goto(`${origin('siamspin')}/m/home`);
    expect(response?.headers().vary).toMatch(/Accept-Language/);
    await expect(page.locator('.screen__title'), locale).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await context.close();
  }
  // Goldcrest offers Urdu, written right to left: the shell is laid out so.
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ur-PK' });
  const page = await context.newPage();
  await page.goto(`${origin('goldcrest')}/m/home`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await context.close();
});

test('what a player types into the login shell before the app takes over is kept, with the focus and the caret', async ({ page, origin }) => {
  const release = await holdTheApp(page);
  await page.goto(`${origin('luckyvn')}/m/login`);
  await expect(page.locator('#root[data-shell="login"]')).toBeVisible();
  await page.locator('input[name="remember"]').check();
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo12');
  release();
  await expect(page.locator('#root[data-shell]')).toHaveCount(0);
  const password = page.locator('input[name="password"]');
  await expect(page.locator('input[name="username"]')).toHaveValue('demo');
  await expect(password).toHaveValue('demo12');
  await expect(password).toBeFocused();
  await expect(page.locator('input[name="remember"]')).toBeChecked();
  // Typing carries on in the field: "demo12" + "34" gives the password.
  await page.keyboard.type('34');
  await expect(password).toHaveValue('demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ userName: 'demo' });
});

test('the caret stays where the player left it in the shell\'s field', async ({ page, origin }) => {
  const release = await holdTheApp(page);
  await page.goto(`${origin('goldcrest')}/m/login`);
  await page.locator('input[name="username"]').fill('dmo');
  await page.locator('input[name="username"]').evaluate((input: HTMLInputElement) => input.setSelectionRange(1, 1));
  release();
  await expect(page.locator('#root[data-shell]')).toHaveCount(0);
  await page.keyboard.type('e');
  await expect(page.locator('input[name="username"]')).toHaveValue('demo');
});

test('a tap on "Log in" before the app takes over shows it is on its way, and the app logs in with what was typed', async ({ page, origin, wpsRequests }) => {
  const release = await holdTheApp(page);
  await page.goto(`${origin('luckyvn')}/m/login`);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  const button = page.locator('form button[data-shell-action="submit"]');
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveText('Logging in…');
  expect(page.url()).toBe(`${origin('luckyvn')}/m/login`);
  expect(wpsRequests.filter((r) => r.url().endsWith('/wps/session/login'))).toEqual([]);
  release();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ userName: 'demo' });
});

test('a tap on the Mobile tab before the app takes over opens that tab', async ({ page, origin }) => {
  const release = await holdTheApp(page);
  await page.goto(`${origin('luckyvn')}/m/login`);
  await page.locator('[role="tab"][data-tab="mobile"]').click();
  release();
  await expect(page.locator('[role="tab"][data-tab="mobile"]')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('input[name="username"]')).toHaveCount(0);
});

test('another page of the app gets the merchant\'s plain page, which the app renders with no request to find its merchant', async ({ page, origin }) => {
  const home = await page.goto(`${origin('goldcrest')}/m/home`);
  expect(await home?.text()).toContain('data-shell="home"');
  const recordRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/m\/(hosts\/|merchants\/[^/]+\/record\.json)/.test(r.url())) recordRequests.push(r.url());
  });
  const register = await page.goto(`${origin('goldcrest')}/m/register`);
  const html = (await register?.text()) ?? '';
  expect(html).toContain('<div id="root">');
  expect(html).not.toContain('data-shell');
  expect(html).toMatch(/<script type="application\/json" id="m-merchant">\{"id":"goldcrest"/);
  await expect(page.locator('input[name="username"]')).toBeVisible();
  await expect(page.locator('.screen__header')).toContainText('Goldcrest');
  expect(recordRequests).toEqual([]);
});

test('a page without the merchant\'s record (a CDN serving index.html everywhere) finds its merchant by host', async ({ page, origin }) => {
  const recordRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/m/hosts/')) recordRequests.push(new URL(r.url()).pathname);
  });
  // /m/index.html is the build's generic page, as such a CDN would send for every path.
  const response = await page.goto(`${origin('siamspin')}/m/index.html`);
  expect(await response?.text()).not.toContain('m-merchant');
  await expect(page.locator('input[autocomplete="username"]')).toBeVisible();
  await expect(page.locator('.screen__header')).toContainText('Siam Spin');
  expect(recordRequests).toEqual(['/m/hosts/siamspin.localhost.json']);
});

for (const id of ['luckyvn', 'goldcrest'] as const) {
  test(`${id}: no layout shift when the app takes over the lobby shell, on a 4× slower CPU`, async ({ page, context, origin }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: { value: number; at: number; nodes: string[] }[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
          if (!e.hadRecentInput) w.__shifts.push({ value: e.value, at: e.startTime, nodes: (e.sources ?? []).map((s) => (s.node as Element | null)?.className ?? '?') });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${origin(id)}/m/home`);
    // The app has taken over: the shell's marker is gone and the lanes are real.
    await expect(page.locator('#root[data-shell]')).toHaveCount(0);
    await expect(page.locator('.lobby-lanes .lane').first()).toBeVisible({ timeout: 15_000 });
    // The language menu (a lazy part of the header) has arrived too: it must not have grown the header.
    await expect(page.locator('.screen__header select')).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; at: number; nodes: string[] }[] }).__shifts);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
    expect(shifts.filter((s) => s.nodes.some((n) => /screen__body|banners__strip|home__lanes/.test(n))), 'the page body moved').toEqual([]);
  });
}

/**
 * What comes after the app's first render of each login page, the last things that could move it:
 * Lucky VN's social sign-in part (its five buttons, held in place until then, start working);
 * Siam Spin's customer-service lists (entries at LOGIN and FOOTER; Lucky VN has only a DEFAULT one,
 * which shows in no list).
 */
const LAST_TO_ARRIVE = {
  luckyvn: async (page: Page) => {
    const social = page.getByRole('region', { name: 'Or sign in with' }).getByRole('button');
    await expect(social).toHaveCount(5);
    for (const button of await social.all()) await expect(button).toBeEnabled();
  },
  siamspin: async (page: Page) => {
    await expect(page.getByTestId('cs-list-login')).toBeVisible();
    await expect(page.getByTestId('cs-list-footer')).toBeVisible();
  },
};

for (const [id, path] of [['luckyvn', '/m/login'], ['siamspin', '/m/home']] as const) {
  test(`${id}: no layout shift when the app takes over the login shell at ${path}, on a 4× slower CPU`, async ({ page, context, origin }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    type Shifts = { __shifts: { value: number; nodes: string[] }[]; __takeShifts: () => void };
    await page.addInitScript(() => {
      const w = window as unknown as Shifts;
      w.__shifts = [];
      const record = (entries: PerformanceEntryList) => {
        for (const e of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
          if (!e.hadRecentInput) w.__shifts.push({ value: e.value, nodes: (e.sources ?? []).map((s) => (s.node as Element | null)?.className ?? '?') });
        }
      };
      const observer = new PerformanceObserver((list) => record(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      // The entries reported but not yet handed to the callback.
      w.__takeShifts = () => record(observer.takeRecords());
    });
    await page.goto(`${origin(id)}${path}`);
    await expect(page.locator('#root[data-shell]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/login/);
    await expect(page.locator('input[name="username"]')).toBeVisible();
    await LAST_TO_ARRIVE[id](page);
    const shifts = await page.evaluate(async () => {
      // Two frames later the frame that laid out the last part has been through layout, and any
      // shift it made has been reported.
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      const w = window as unknown as Shifts;
      w.__takeShifts();
      return w.__shifts;
    });
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    // The social sign-in buttons hold their place until they work (Lucky VN has five): nothing moves.
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.001);
    expect(shifts.filter((s) => s.nodes.some((n) => /screen__header|tabs|card/.test(n))), 'the form moved').toEqual([]);
  });
}
