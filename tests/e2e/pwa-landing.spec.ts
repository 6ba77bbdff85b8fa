import type { Page } from '@playwright/test';
import { expect, SERVING, test } from './support/fixtures';

/**
 * A repeat visit paints from the merchant's HTML, as a first visit does: the service worker keeps
 * the landing pages' shells of its own build (src/sw/landing-shells.ts) and answers with them;
 * any other page still gets the precached app page.
 */
const kept = (page: Page) => page.evaluate(async () => {
  const cache = await caches.open('m-landing');
  return Promise.all((await cache.keys()).map(async (request) => `${new URL(request.url).pathname} ${(await cache.match(request))!.headers.has('x-m-not-a-shell') ? 'not a shell' : 'shell'}`));
});

test.describe('landing pages from the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the page that installed the worker is kept, and the next visit paints from its shell', { tag: SERVING }, async ({ page, origin }) => {
    await page.goto(`${origin('goldcrest')}/m/home`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => kept(page)).toContain('/m/home shell');
    const response = await page.goto(`${origin('goldcrest')}/m/home?token=none`);
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await response!.text()).toMatch(/<div id="root"[^>]*data-shell="home"/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('#root[data-shell]')).toHaveCount(0);
  });

  test('a page that is not a shell is noted once and keeps getting the app page', async ({ page, origin }) => {
    await page.goto(`${origin()}/m/home`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => kept(page)).toContain('/m/home shell');
    const first = await page.goto(`${origin()}/m/promotion`);
    expect(first?.fromServiceWorker()).toBe(true);
    expect(await first!.text()).not.toContain('data-shell');
    await expect.poll(() => kept(page)).toContain('/m/promotion not a shell');
  });
});
