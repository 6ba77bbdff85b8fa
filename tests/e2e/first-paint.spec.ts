import { expect, test } from './support/fixtures';

/**
 * The first paint comes from the HTML (scripts/build-shells.ts): each merchant's home is served as
 * a static shell of its landing screen, so the header and the first banner show before any script
 * runs, and the app's first render replaces that markup without moving anything.
 */
const BRANDS = [
  { id: 'luckyvn', name: 'Lucky VN', header: 'rgb(165, 13, 37)', lobby: true },
  { id: 'goldcrest', name: 'Goldcrest', header: null, lobby: true },
  // Members-only: a visitor lands on the login page, so the shell is the header alone.
  { id: 'siamspin', name: 'Siam Spin', header: null, lobby: false },
] as const;

for (const brand of BRANDS) {
  test(`${brand.id}: /m/home's HTML shows the header${brand.lobby ? ' and the first banner' : ''} with JavaScript off`, async ({ browser, origin }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${origin(brand.id)}/m/home`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('.screen__header .home__brand')).toHaveText(brand.name);
    const logo = page.locator('.screen__header img.home__logo');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    if (brand.header) await expect(page.locator('.screen__header')).toHaveCSS('background-color', brand.header);
    const banner = page.locator('.banners__img').first();
    if (brand.lobby) {
      await expect(banner).toHaveAttribute('fetchpriority', 'high');
      await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const box = await banner.boundingBox();
      expect(box && Math.round(box.width / box.height)).toBe(2);
      await expect(page.locator('.lane-skeleton')).toHaveCount(3);
      await expect(page.locator('nav.bottom-nav a[aria-current="page"]')).toHaveAttribute('href', '/m/home');
    } else {
      await expect(banner).toHaveCount(0);
    }
    await context.close();
  });
}

test('another page of the app gets the merchant\'s plain page, which the app renders with no request to find its merchant', async ({ page, origin }) => {
  const home = await page.goto(`${origin('goldcrest')}/m/home`);
  expect(await home?.text()).toContain('data-shell="home"');
  const recordRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/m\/(hosts\/|merchants\/[^/]+\/record\.json)/.test(r.url())) recordRequests.push(r.url());
  });
  const login = await page.goto(`${origin('goldcrest')}/m/login`);
  const html = (await login?.text()) ?? '';
  expect(html).toContain('<div id="root">');
  expect(html).not.toContain('data-shell');
  expect(html).toMatch(/<script type="application\/json" id="m-merchant">\{"id":"goldcrest"/);
  await expect(page.locator('input[autocomplete="username"]')).toBeVisible();
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
  test(`${id}: no layout shift when the app takes over the shell, on a 4× slower CPU`, async ({ page, context, origin }) => {
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
