import type { Page } from '@playwright/test';
import { expect, failedToLoad, SERVING, test } from './support/fixtures';

/**
 * The service worker (/m/sw.js, scope /m/) and the offline start: with no network the shell loads
 * from the worker, the offline notice shows, and no spinner runs forever.
 * The worker registers a few seconds after the page has loaded (src/flows/pwa/index.ts), so each
 * test first waits for `navigator.serviceWorker.ready`.
 */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
}

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('controls /m/ after a reload, and an offline reload still shows the app', { tag: SERVING }, async ({ page, context, origin, expectConsoleError }) => {
    expectConsoleError(failedToLoad('net::ERR_INTERNET_DISCONNECTED'), 'offline on purpose: the status call and the asset checks cannot load');
    expectConsoleError(failedToLoad('net::ERR_FAILED'), 'offline on purpose: the ping module is not in the precache, so the worker cannot serve it', { at: /\/m\/assets\/ping-server-[\w-]+\.js:/ });
    await page.goto(`${origin()}/m/home`);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${origin()}/m/`);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${origin()}/m/sw.js`);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    // The player is told why (the 'network offline' toast, shown for 1.5 s)…
    await expect(page.locator('.toasts')).toContainText('You are offline.');
    // …over the shell from the worker: the home screen, not a blank page or a spinner. The failed
    // status call brings the failure notice ('Error') on top.
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('alertdialog').first()).toBeVisible();
    await context.setOffline(false);

    const cached = await cachedUrls(page);
    expect(cached).toContain('/m/index.html');
    expect(cached.filter((url) => /^\/(wps|__sandbox)(\/|$)/.test(url))).toEqual([]);
  });

  test("an offline reload says 'offline' even where the worker-served page reads navigator.onLine as true", async ({ page, context, origin, expectConsoleError }) => {
    expectConsoleError(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/, 'offline on purpose: the status call, the ping chunk and the asset check cannot load');
    // Some Chromium builds (150 among Debian's) report navigator.onLine === true in a page the
    // service worker served while the context is offline. Force that reading here, so the test is the
    // same on every Chromium: the app must learn it is offline from its failed ping instead.
    await page.goto(`${origin()}/m/home`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true }));
    await context.setOffline(true);
    await page.reload();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(page.locator('.toasts')).toContainText('You are offline.');
    await expect(page.locator('.toasts')).not.toContainText('unstable');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await context.setOffline(false);
  });

  test('a first visit is enough: the worker keeps what the page had already loaded', async ({ page, context, origin, expectConsoleError }) => {
    expectConsoleError(failedToLoad('net::ERR_INTERNET_DISCONNECTED'), 'offline on purpose: the status call and the asset checks cannot load');
    expectConsoleError(failedToLoad('net::ERR_FAILED'), 'offline on purpose: the ping module is not in the precache, so the worker cannot serve it', { at: /\/m\/assets\/ping-server-[\w-]+\.js:/ });
    await page.goto(`${origin('goldcrest')}/m/home`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The page hands the worker its files once it is active (Workbox CACHE_URLS): the locale file
    // and the merchant's manifest arrive in the run-time caches without a second visit.
    await expect.poll(async () => (await cachedUrls(page)).filter((url) => url.endsWith('/merchants/goldcrest/manifest.json'))).toHaveLength(1);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await context.setOffline(false);
  });

  test('offline, a deep link whose query holds a path or a file name still gets the app shell', async ({ page, context, origin, expectConsoleError }) => {
    expectConsoleError(failedToLoad('net::ERR_INTERNET_DISCONNECTED'), 'offline on purpose: the status call and the asset checks cannot load');
    expectConsoleError(failedToLoad('net::ERR_FAILED'), 'offline on purpose: the ping module is not in the precache, so the worker cannot serve it', { at: /\/m\/assets\/ping-server-[\w-]+\.js:/ });
    expectConsoleError(failedToLoad('net::ERR_FAILED'), 'offline on purpose: parts the login page loads after its first paint (social sign-in, the customer-service list) are not in the precache', { at: /\/m\/assets\/(social-sign-in|cs-list)-[\w-]+\.(js|css):/ });
    expectConsoleError(/Failed to fetch dynamically imported module: \S+\/m\/assets\/social-sign-in-[\w-]+\.js/, 'offline on purpose: the login page goes on without its social sign-in part, which is not in the precache');
    await page.goto(`${origin()}/m/home`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // An offline start needs the merchant's manifest, which the page hands the worker once it is active.
    await expect.poll(async () => (await cachedUrls(page)).filter((url) => url.endsWith('/merchants/luckyvn/manifest.json'))).toHaveLength(1);
    await context.setOffline(true);
    // The worker's file rule reads the path only: `deposit.php` and `x.y` are in the query.
    for (const path of ['/m/login?redirectUrl=https://pay.example/deposit.php', '/m/activity?id=1&backUrl=/m/x.y']) {
      const response = await page.goto(`${origin()}${path}`);
      expect(response?.fromServiceWorker()).toBe(true);
      // The app, not the browser's error page: the login form (the activity page is for members,
      // so the app sends a visitor there).
      await expect(page.locator('input[name="username"]')).toBeVisible();
    }
    await context.setOffline(false);
  });

  test('/wps calls and file downloads are never answered by the worker', async ({ page, origin }) => {
    await page.goto(`${origin()}/m/home`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    // A navigation to a file under /m/ (a configuration profile, say) must reach the server.
    const download = await page.goto(`${origin()}/m/merchants/luckyvn/manifest.json`);
    expect(download!.headers()['content-type']).toContain('application/json');
    await page.goto(`${origin()}/m/home`);
    const status = await page.evaluate(async () => (await fetch('/wps/system/status?device=MOBILE', { headers: { Merchant: 'LVN' } })).headers.get('content-type'));
    expect(status).toContain('application/json');
    expect((await cachedUrls(page)).filter((url) => url.startsWith('/wps'))).toEqual([]);
  });
});
