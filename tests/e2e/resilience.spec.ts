import type { Page } from '@playwright/test';
import { expect, failedToLoad, storedSession, test } from './support/fixtures';

/**
 * A deploy between the page load and the first tap on "Log in": the login actions' chunk (loaded
 * on the tap) is missing. The lazy-import wrapper tries it once more; if it is still missing the
 * page reloads in place and the form keeps the username, never the password.
 */
const LOGIN_ACTIONS = /\/m\/assets\/login-actions-[\w-]+\.js$/;

/** Answers the login actions' chunk 404 for its first `times` requests, then serves it. */
async function missingFor(page: Page, times: number): Promise<{ asked: () => number }> {
  let asked = 0;
  await page.route(LOGIN_ACTIONS, (route) => (++asked <= times ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
  return { asked: () => asked };
}

async function typeAndTap(page: Page, password: string): Promise<void> {
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

test.describe('a chunk missing on the tap', () => {
  // page.route must see every request: no worker in between.
  test.use({ serviceWorkers: 'block' });

  test('missing once: the import is tried again and the login goes through, no reload', async ({ page, origin, expectConsoleError }) => {
    expectConsoleError(failedToLoad(404), 'the test answers the login actions chunk 404 once', { at: /\/m\/assets\/login-actions-[\w-]+\.js:/ });
    const chunk = await missingFor(page, 1);
    let loads = 0;
    page.on('load', () => void loads++);
    await page.goto(`${origin()}/m/login`);
    await typeAndTap(page, 'demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await storedSession(page)).toMatchObject({ userName: 'demo' });
    expect(chunk.asked()).toBe(2);
    expect(loads).toBe(1);
  });

  test('still missing: the page reloads in place with the username kept, never the password', async ({ page, origin, expectConsoleError }) => {
    expectConsoleError(failedToLoad(404), 'the test answers the login actions chunk 404 twice (the import and its retry)', { at: /\/m\/assets\/login-actions-[\w-]+\.js:/ });
    expectConsoleError(/^TypeError: Failed to fetch dynamically imported module: http:\/\/[^/]+\/m\/assets\/login-actions-[\w-]+\.js$/, 'the app logs the login actions chunk it could not load');
    const chunk = await missingFor(page, 2);
    const secret = 'Secret#4321';
    let loads = 0;
    page.on('load', () => void loads++);
    await page.goto(`${origin()}/m/login`);
    await typeAndTap(page, secret);
    await expect.poll(() => loads).toBe(2);
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.locator('input[name="username"]')).toHaveValue('demo');
    await expect(page.locator('input[name="password"]')).toHaveValue('');
    // Read once, then deleted; the password was never in storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain('form-draft');
    expect(stored).not.toContain(secret);
    expect(chunk.asked()).toBe(2);
    await page.locator('input[name="password"]').fill('demo1234');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
