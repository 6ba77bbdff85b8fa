import type { Page, Route } from '@playwright/test';
import { expect, sandboxToken, storedSession, test } from './support/fixtures';

/**
 * Holes a careful attacker or a bad network finds (docs/decisions.md, "Security and start-up"):
 * a lure link's token against an existing session, "Remember me" across a logout, and a start-up
 * whose status call never answers.
 */

async function logIn(page: Page, url: string, remember: boolean) {
  await page.goto(url);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** Whether the remembered login's key is still in IndexedDB. */
const rememberKeyKept = (page: Page) => page.evaluate(() => new Promise<boolean>((resolve) => {
  const req = indexedDB.open('m-remember', 1);
  req.onupgradeneeded = () => req.result.createObjectStore('keys');
  req.onsuccess = () => {
    const get = req.result.transaction('keys', 'readonly').objectStore('keys').get('login');
    get.onsuccess = () => {
      resolve(get.result instanceof CryptoKey);
      req.result.close();
    };
  };
}));

test('a ?token= link never replaces the session a player has; without one it is taken; it leaves the address bar', async ({ page, context, origin, sandbox }) => {
  const lure = await sandboxToken(sandbox, 'LVN', 'weakpw', '123456');
  await logIn(page, `${origin()}/m/login`, false);
  const mine = (await storedSession(page))!.token;
  await page.goto(`${origin()}/m/home?token=${lure}`);
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ token: mine, userName: 'demo' });

  const fresh = await context.newPage(); // a new tab: no session yet
  await fresh.goto(`${origin()}/m/home?tokens=${lure}`);
  await expect(fresh).toHaveURL(/\/m\/home$/);
  await expect.poll(async () => (await storedSession(fresh))?.token).toBe(lure);
});

test('logout can forget the device: record and key wiped; kept, the form gets the username but never the password', async ({ page, origin }) => {
  await logIn(page, `${origin()}/m/login`, true);
  await page.goto(`${origin()}/m/member/home`);
  const forget = page.getByRole('checkbox', { name: 'Forget me on this device' });
  await expect(forget).toBeChecked(); // a browser tab may be a shared phone
  await forget.uncheck();
  await page.getByRole('button', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto(`${origin()}/m/login`);
  await expect(page.locator('input[name="username"]')).toHaveValue('demo');
  await page.waitForTimeout(300); // auto login (off after an explicit logout) has decided by now
  await expect(page.locator('input[name="password"]')).toHaveValue('');

  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto(`${origin()}/m/member/home`);
  await expect(forget).toBeChecked();
  await page.getByRole('button', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('remember-login'))).toBeNull();
  expect(await rememberKeyKept(page)).toBe(false);
  await page.goto(`${origin()}/m/login`);
  await expect(page.locator('input[name="username"]')).toHaveValue('');
});

test('a status call that never answers: a loading state at once, the failure view after 10 s, and Retry works', async ({ page, origin }) => {
  let hold = true;
  const held: Route[] = [];
  await page.route('**/wps/system/status?**', (route) => (hold ? void held.push(route) : route.continue()));
  await page.clock.install();
  await page.goto(`${origin()}/m/home`);
  await expect(page.locator('#root [aria-busy="true"]')).toBeVisible();
  await expect.poll(() => held.length).toBe(1);
  await page.clock.fastForward(10_000);
  const failed = page.getByRole('alert');
  await expect(failed).toContainText('could not');
  hold = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('navigation').first()).toBeVisible();
});
