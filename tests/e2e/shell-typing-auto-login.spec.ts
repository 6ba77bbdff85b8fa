import { expect, rememberedLogin, storedSession, test } from './support/fixtures';
import { holdTheApp } from './support/hold-app';

/**
 * Text typed into the login page's HTML shell (before the app takes over) against a remembered
 * login: the auto login's code arrives a moment after the app, and used to fill the form in over
 * what the player had typed (and log the remembered account in). What the player typed wins.
 */
test('typed into the login shell, with a remembered login: what was typed stays, and the remembered account is not logged in over it', async ({ page, context, origin }) => {
  const site = origin('luckyvn');
  await rememberedLogin(page, `${site}/m/login`);

  // A new tab: no session, the remembered login in local storage, auto login on (MOBILEAUTOLOGIN3).
  const next = await context.newPage();
  // The remembered password is decrypted when auto login reads it: counted, so the test can wait
  // until auto login has had its chance.
  await next.addInitScript(() => {
    const subtle = crypto.subtle;
    const decrypt = subtle.decrypt.bind(subtle);
    const counter = window as unknown as { __decrypted: number };
    counter.__decrypted = 0;
    subtle.decrypt = (...args: Parameters<SubtleCrypto['decrypt']>) => decrypt(...args).finally(() => void counter.__decrypted++);
  });
  const logins: string[] = [];
  next.on('request', (request) => void (new URL(request.url()).pathname === '/wps/session/login' && logins.push(request.url())));
  const release = await holdTheApp(next);
  await next.goto(`${site}/m/login`);
  await expect(next.locator('#root[data-shell="login"]')).toBeVisible();
  await next.locator('input[name="username"]').fill('member1');
  release();
  await expect(next.locator('#root[data-shell]')).toHaveCount(0);
  await next.waitForFunction(() => (window as unknown as { __decrypted: number }).__decrypted > 0);
  // Whatever the auto login does with it happens at once: a frame and a task later it has.
  await next.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

  const username = next.locator('input[name="username"]');
  await expect(username).toHaveValue('member1');
  await expect(username).toBeFocused();
  await expect(next.locator('input[name="password"]')).toHaveValue('');
  expect(logins).toEqual([]);

  // The player carries on and logs in as the account they typed.
  await next.locator('input[name="password"]').fill('member1234');
  await next.keyboard.press('Enter');
  await expect(next).toHaveURL(/\/m\/home$/);
  expect(await storedSession(next)).toMatchObject({ userName: 'member1' });
  expect(logins).toHaveLength(1);
});
