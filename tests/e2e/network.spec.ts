import { expect, test } from './support/fixtures';

// Network state (spec sections 4 and 8): the offline and unstable toasts, 1.5 s each.
test.describe('network state', () => {
  test('going offline shows the offline toast for about 1.5 s', async ({ page, context, origin }) => {
    await page.goto(`${origin()}/m/home`);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await context.setOffline(true);
    const toast = page.locator('.toast', { hasText: 'You are offline. Check your connection.' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 3_000 });
    await context.setOffline(false);
  });

  test('back online with a failing ping shows network unstable', async ({ page, context, origin, control, wpsRequests }) => {
    await page.goto(`${origin()}/m/home`);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await control('scenario', { merchant: 'LVN', set: { status: { '/wps/system/test/ping': 503 } } });
    await context.setOffline(true);
    await expect(page.locator('.toast', { hasText: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.locator('.toast', { hasText: 'The network is unstable. Check your connection.' })).toBeVisible();
    const ping = wpsRequests.find((r) => r.url().includes('/wps/system/test/ping'));
    expect((await ping!.allHeaders()).merchant).toBe('LVN');
  });

  test('back online with a good line says nothing more', async ({ page, context, origin, wpsRequests }) => {
    await page.goto(`${origin()}/m/home`);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await context.setOffline(true);
    // The watch is listening once it has said so (it mounts just after the first paint).
    await expect(page.locator('.toast', { hasText: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await expect.poll(() => wpsRequests.filter((r) => r.url().includes('/wps/system/test/ping')).length).toBe(1);
    await page.waitForTimeout(300);
    await expect(page.locator('.toast', { hasText: 'unstable' })).toHaveCount(0);
  });

  test('a call that gets no answer makes the app ping; a failing ping says network unstable', async ({ page, origin, control }) => {
    await control('scenario', { merchant: 'LVN', set: { status: { '/wps/system/test/ping': 502 } } });
    await page.route('**/wps/relay/GCSGAME_newGameVendor**', (route) => route.abort('connectionfailed'));
    await page.goto(`${origin()}/m/home`);
    await expect(page.locator('.toast', { hasText: 'The network is unstable.' })).toBeVisible();
  });
});
