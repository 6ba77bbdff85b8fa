import type { Page } from '@playwright/test';
import { expect, failedToLoad, recordedCalls, storedSession, test } from './support/fixtures';

/**
 * A session the server ends (it expired, an operator ended it) while the player is typing: the
 * not-logged-in rule logs out ('expired'), alerts once and goes to the login page on confirm, but
 * what was typed stays (state/session-drafts.ts) and the login page is told the page the player was
 * on (policy/return-path.ts), so logging in again brings them back to it with their draft.
 * Who gets a draft back, and which return paths are refused, are unit tests
 * (state/session-drafts.test.ts, policy/return-path.test.ts).
 */
const MESSAGE = 'My withdrawal from yesterday is still pending.';
const CONTACT = 'demo@sandbox.test';

async function logIn(page: Page, username = 'demo', password = 'demo1234'): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

const ENDINGS: { name: string; set: Record<string, unknown>; http401: boolean }[] = [
  { name: 'HTTP 401', set: { notLoginStatus: 401 }, http401: true },
  { name: 'HTTP 200 with CUSTOMER_NOT_LOGIN', set: {}, http401: false },
];

for (const ending of ENDINGS) {
  test(`the server ends the session (${ending.name}) while a member types feedback: one alert, the login page, then back to the draft`, async ({ page, origin, control, expectConsoleError }) => {
    if (ending.http401) expectConsoleError(failedToLoad(401), 'the sandbox ended the session and answers its token HTTP 401', { at: /\/wps\// });
    const site = origin('luckyvn');
    await page.goto(`${site}/m/login`);
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto(`${site}/m/feedback`);
    await page.getByRole('radio', { name: 'Withdrawal' }).check();
    await page.getByLabel('Your message').fill(MESSAGE);
    await page.getByLabel('How can we reach you? (optional)').fill(CONTACT);

    await control('scenario', { merchant: 'LVN', set: ending.set });
    expect(await control('sessions/end', { merchant: 'LVN' })).toMatchObject({ ok: true, ended: 1 });
    await page.getByRole('button', { name: 'Send' }).click();

    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Please log in.');
    await expect(dialog).toHaveCount(1);
    expect(await storedSession(page)).toBeNull();
    await dialog.getByRole('button').click();
    await expect(page).toHaveURL(/\/m\/login\?returnTo=%2Fm%2Ffeedback$/);
    await expect(page.locator('input[name="username"]')).toBeVisible();
    // One alert: none was queued behind the first (it would show as the first closed).
    await expect(dialog).toHaveCount(0);

    await logIn(page);
    await expect(page).toHaveURL(/\/m\/feedback$/);
    await expect(page.getByLabel('Your message')).toHaveValue(MESSAGE);
    await expect(page.getByLabel('How can we reach you? (optional)')).toHaveValue(CONTACT);
    await expect(page.getByRole('radio', { name: 'Withdrawal' })).toBeChecked();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: /./ })).toContainText(/Reference: FB-\d{8}-\d{4}/);
    const sent = await recordedCalls(control, '/wps/member/feedback', 'LVN');
    expect(sent.at(-1)!.body).toEqual({ category: 'withdrawal', message: MESSAGE, contact: CONTACT });
  });
}

test('the session is stored even when cached GET answers filled session storage', async ({ page, origin }) => {
  const site = origin('luckyvn');
  await page.goto(`${site}/m/login`);
  // What a long visit's GET cache can come to: session storage full of it.
  const cached = await page.evaluate(() => {
    // Big answers first, then ever smaller ones into what is left: full to the last few characters.
    let i = 0;
    for (const size of [256 * 1024, 8 * 1024, 256, 8, 0]) {
      try {
        for (;;) sessionStorage.setItem(`http-cache:EN ${location.origin}/cached/${i++}`, 'x'.repeat(size));
      } catch {
        // full at this size: on to the next
      }
    }
    return sessionStorage.length;
  });
  expect(cached).toBeGreaterThan(4);
  await logIn(page);
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ userName: 'demo' });
  // A reload finds the session: the member centre opens, not the login page.
  await page.goto(`${site}/m/member/home`);
  await expect(page.getByRole('heading', { level: 2, name: 'demo' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
});
