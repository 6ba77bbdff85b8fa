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

/**
 * Each of the other not-logged-in codes, while the player does something else (HTTP 200, as the
 * server signals them): one alert, the login page on confirm, and back where the player was.
 */
async function serverEnds(control: (path: string, body?: unknown) => Promise<unknown>, code: string): Promise<void> {
  await control('scenario', { merchant: 'LVN', set: { notLoginCode: code } });
  expect(await control('sessions/end', { merchant: 'LVN' })).toMatchObject({ ok: true, ended: 1 });
}
/** Logs the demo member in through the login page, then opens `path`; returns the site's origin. */
async function loggedInAt(page: Page, site: string, path: string): Promise<string> {
  await page.goto(`${site}/m/login`);
  await logIn(page);
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto(`${site}${path}`);
  return site;
}
async function oneAlertThenLogin(page: Page, returnTo: RegExp | string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Please log in.');
  await expect(dialog).toHaveCount(1);
  expect(await storedSession(page)).toBeNull();
  await dialog.getByRole('button').click();
  await expect(page).toHaveURL(returnTo);
  await expect(dialog).toHaveCount(0);
  await logIn(page);
}

test('customer.not.login on the member centre (a new picture): one alert, then back to the member centre', async ({ page, origin, control }) => {
  await loggedInAt(page, origin('luckyvn'), '/m/member/home');
  // The member centre has loaded (its calls answered) before the server ends the session.
  await expect(page.getByRole('button', { name: 'Change profile picture' })).toBeVisible();
  await serverEnds(control, 'customer.not.login');
  await page.getByRole('button', { name: 'Change profile picture' }).click();
  await page.getByRole('dialog', { name: 'Choose a profile picture' }).getByRole('button', { name: 'Picture 6' }).click();
  await oneAlertThenLogin(page, /\/m\/login\?returnTo=%2Fm%2Fmember%2Fhome$/);
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.getByRole('heading', { level: 2, name: 'demo' })).toBeVisible();
});

test('user.or.token.invalid on the game page (a tile tapped): one alert, then the same game launches', async ({ page, origin, control }) => {
  const site = await loggedInAt(page, origin('luckyvn'), '/m/game');
  const tile = page.locator('.tile__link').first();
  await expect(tile).toBeVisible();
  await serverEnds(control, 'user.or.token.invalid');
  const launch = new URL((await tile.getAttribute('href'))!, site);
  await tile.click();
  const back = `${launch.pathname}${launch.search}`;
  await oneAlertThenLogin(page, `${site}/m/login?${new URLSearchParams({ returnTo: back })}`);
  // The login goes back to the launch page, which launches the same game with the new session.
  await expect.poll(async () => (await recordedCalls(control, '/wps/game/launchGame', 'LVN')).map((c) => c.code)).toEqual(['user.or.token.invalid', null]);
  // The same game (the first launch's VIP label is empty: the member info call met the ended session too).
  const [first, second] = await recordedCalls(control, '/wps/game/launchGame', 'LVN');
  const game = ({ labelName: _label, ...query }: Record<string, unknown>) => query;
  expect(game(second!.query)).toEqual(game(first!.query));
  expect(second!.query).toMatchObject({ labelName: 'VIP 1' });
});

test('login.not.session on a reward claim (daily sign-in): one alert, then back to the sign-in page, where the claim works', async ({ page, origin, control }) => {
  await loggedInAt(page, origin('luckyvn'), '/m/activity/signIn');
  await expect(page.getByRole('button', { name: /^Claim today/ })).toBeVisible();
  await serverEnds(control, 'login.not.session');
  await page.getByRole('button', { name: /^Claim today/ }).click();
  await oneAlertThenLogin(page, /\/m\/login\?returnTo=%2Fm%2Factivity%2FsignIn$/);
  await expect(page).toHaveURL(/\/m\/activity\/signIn$/);
  await page.getByRole('button', { name: /^Claim today/ }).click();
  await expect(page.getByText("Today's reward is claimed. Come back tomorrow.")).toBeVisible();
  const claims = await recordedCalls(control, '/wps/relay/MCSFE_claimSignIn', 'LVN');
  expect(claims.map((c) => c.code)).toEqual(['login.not.session', null]);
});

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
