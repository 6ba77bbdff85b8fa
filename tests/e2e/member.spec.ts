import type { Page } from '@playwright/test';
import { appCallsHandled, watchAppCalls } from './support/app-calls';
import { expect, failedToLoad, recordedCalls, sandboxToken, storedSession, test } from './support/fixtures';

/**
 * The member centre and the feedback page in real Chromium against the sandbox: what the member
 * centre shows for two merchants, which entries (only routes the merchant has; the reward centre
 * only with REWCEN3), the cashier by the redirect rule, the language sync (once; never for type 4),
 * the refresh when the page is visible again, rank progress whenever a token is set, feedback that
 * keeps what was typed through a failure, and remember-password after registration with its
 * "forget" in the member centre.
 */

async function memberCentre(page: Page, origin: string, token: string) {
  await page.goto(`${origin}/m/member/home?token=${token}`);
  await expect(page.getByRole('heading', { level: 2, name: 'demo' })).toBeVisible();
}

const entries = (page: Page) => page.getByRole('navigation', { name: 'Member centre' });

// The push prompt (the pwa flow's, shown once a token is set) is snoozed: it is not what these tests are about.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    if (location.protocol === 'http:') localStorage.setItem('push-snoozed-until', String(Date.now() + 86_400_000));
  });
});

test.describe('member centre', () => {
  test('luckyvn: name, id, VIP rank and progress, deposit count; entries by route; no reward centre with REWCEN3 off', async ({ page, origin, sandbox, control }) => {
    await control('scenario', { merchant: 'LVN', set: { depositSettings: { totalDepositSuccessCount: 7, firstDeposit: 'Y' } } });
    await memberCentre(page, origin('luckyvn'), await sandboxToken(sandbox, 'LVN'));
    await expect(page.getByText('Member ID: 10001')).toBeVisible();
    await expect(page.locator('.mc-badge')).toHaveText('VIP 1');
    // The sandbox's demo member has 2 of 5 conditions for the next rank.
    await expect(page.getByRole('progressbar', { name: 'VIP progress' })).toHaveAttribute('aria-valuenow', '40');
    await expect(page.getByTestId('deposit-count')).toHaveText('7');
    await expect(page.getByText('First deposit')).toBeVisible();
    await expect(page.getByText('Done', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    // The profile icon is the server's picture from the image CDN.
    const picture = page.locator('.mc-avatar img');
    await expect(picture).toHaveAttribute('src', /\/profile-icons\/1\.png$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

    const nav = entries(page);
    for (const [name, path] of [['Promotions', '/m/activity'], ['VIP benefits', '/m/member/benefits'], ['Invite friends', '/m/inviteFriends'], ['Announcements', '/m/announcements'], ['Feedback', '/m/feedback']] as const) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', path);
    }
    await expect(nav.getByRole('button', { name: 'Customer service' })).toBeVisible();
    await expect(nav.getByRole('button', { name: /^Language/ })).toBeVisible();
    // REWCEN3 is off for luckyvn although the route exists.
    await expect(nav.getByRole('link', { name: 'Reward centre' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Feedback' }).click();
    await expect(page).toHaveURL(/\/m\/feedback$/);
  });

  test('siamspin: another member state (no deposit yet), and the reward centre entry with REWCEN3 on', async ({ page, origin, sandbox, control }) => {
    await control('scenario', { merchant: 'SSP', set: { depositSettings: { totalDepositSuccessCount: 0, firstDeposit: 'N' } } });
    await memberCentre(page, origin('siamspin'), await sandboxToken(sandbox, 'SSP'));
    await expect(page.getByRole('progressbar', { name: 'VIP progress' })).toHaveAttribute('aria-valuenow', '40');
    await expect(page.getByTestId('deposit-count')).toHaveText('0');
    await expect(page.getByText('Not yet', { exact: true })).toBeVisible();
    await expect(entries(page).getByRole('link', { name: 'Reward centre' })).toHaveAttribute('href', '/m/rewardCenter');
    await expect(entries(page).getByRole('link', { name: 'Announcements' })).toHaveAttribute('href', '/m/announcements');
  });

  test('a member without a rank label: no badge, progress 1 by the rule', async ({ page, origin, sandbox }) => {
    const token = await sandboxToken(sandbox, 'LVN', 'expired', 'expired123');
    await page.goto(`${origin('luckyvn')}/m/member/home?token=${token}`);
    await expect(page.getByRole('heading', { level: 2, name: 'expired' })).toBeVisible();
    await expect(page.locator('.mc-badge')).toHaveText('No VIP rank yet');
    await expect(page.getByRole('progressbar', { name: 'VIP progress' })).toHaveAttribute('aria-valuenow', '100');
  });

  test('Deposit opens the cashier through the redirect rule, with the token', async ({ page, origin, sandbox, declareStandIn }) => {
    declareStandIn(/^GET https:\/\/pay\.luckyvn\.example\/cashier\/deposit\?/, 'the merchant cashier, answered by page.route');
    await page.route('https://pay.luckyvn.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Cashier</title><h1>Cashier</h1>' }));
    const token = await sandboxToken(sandbox, 'LVN');
    await memberCentre(page, origin('luckyvn'), token);
    await page.getByRole('button', { name: 'Deposit' }).click();
    // A session from a link is confirmed once before the token goes to the cashier (landing-token.spec.ts).
    await page.getByRole('alertdialog', { name: 'Check the account' }).getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/^https:\/\/pay\.luckyvn\.example\/cashier\/deposit\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ token, language: 'EN', headerColor: '#a50d25', b2c: '1', title: 'Lucky VN' });
  });

  test('choosing a profile icon saves it', async ({ page, origin, sandbox, control }) => {
    await memberCentre(page, origin('luckyvn'), await sandboxToken(sandbox, 'LVN'));
    await page.getByRole('button', { name: 'Change profile picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a profile picture' });
    await expect(dialog.getByRole('button', { name: /^Picture \d+$/ })).toHaveCount(9);
    await dialog.getByRole('button', { name: 'Picture 6' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.mc-avatar img')).toHaveAttribute('src', /\/profile-icons\/6\.png$/);
    const [put] = await recordedCalls(control, '/wps/member/profileIcon', 'LVN').then((calls) => calls.filter((c) => c.method === 'PUT'));
    expect(put!.body).toEqual({ icon: 6 });
    await page.reload();
    await expect(page.locator('.mc-avatar img')).toHaveAttribute('src', /\/profile-icons\/6\.png$/);
  });

  test('the details refresh once, 300 ms after the page is visible again', async ({ page, origin, sandbox, control }) => {
    await watchAppCalls(page);
    await page.clock.install(); // the refresh's debounce runs on the page's clock
    await memberCentre(page, origin('luckyvn'), await sandboxToken(sandbox, 'LVN'));
    // The landing's check of the link's token, then the member centre's own.
    await expect.poll(async () => (await recordedCalls(control, '/wps/member/info', 'LVN')).length).toBe(2);
    await control('scenario', { merchant: 'LVN', set: { depositSettings: { totalDepositSuccessCount: 3, firstDeposit: 'Y' } } });
    await page.evaluate(() => {
      let state: DocumentVisibilityState = 'hidden';
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      for (const next of ['hidden', 'visible', 'hidden', 'visible'] as const) {
        state = next;
        document.dispatchEvent(new Event('visibilitychange'));
      }
    });
    await expect(page.getByTestId('deposit-count')).toHaveText('3');
    // Past every refresh the returns could have started (each 300 ms after one, use-visible-refresh.ts)
    // on the page's clock, and every call the page sent has been answered (so recorded).
    await page.clock.runFor(300);
    await appCallsHandled(page);
    expect(await recordedCalls(control, '/wps/member/info', 'LVN')).toHaveLength(3);
  });
});

test.describe('language', () => {
  test('a member’s change is stored and sent exactly once; the Language header follows', async ({ page, origin, sandbox, control }) => {
    await watchAppCalls(page);
    await memberCentre(page, origin('luckyvn'), await sandboxToken(sandbox, 'LVN'));
    await entries(page).getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('dialog', { name: 'Choose language' }).getByRole('button', { name: 'Tiếng Việt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trung tâm hội viên' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('VI');
    await expect.poll(async () => (await recordedCalls(control, '/wps/member/language', 'LVN')).length).toBe(1);
    // The sync goes out as the switch ends (<html lang> set, state/preferences.ts); once every call
    // the page has sent is answered, a second one would be recorded.
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await appCallsHandled(page);
    const calls = await recordedCalls(control, '/wps/member/language', 'LVN');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ language: 'VI' });
    expect(calls[0]!.headers.merchant).toBe('LVN');
    // The next call speaks the new language.
    const next = page.waitForRequest((r) => r.url().includes('/wps/member/info'));
    await page.reload();
    expect((await (await next).allHeaders()).language).toBe('VI');
  });

  test('a type 4 member’s change is stored, never sent', async ({ page, origin, sandbox, control }) => {
    const token = await sandboxToken(sandbox, 'LVN', 'restricted', 'restricted1');
    await watchAppCalls(page);
    await page.goto(`${origin('luckyvn')}/m/member/home?token=${token}`);
    await expect(page.getByRole('heading', { level: 2, name: 'restricted' })).toBeVisible();
    await entries(page).getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('dialog', { name: 'Choose language' }).getByRole('button', { name: 'Tiếng Việt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trung tâm hội viên' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('VI');
    // A sync would go out as the switch ends (<html lang> set, state/preferences.ts); once every
    // call the page has sent is answered, it would be recorded.
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await appCallsHandled(page);
    expect(await recordedCalls(control, '/wps/member/language', 'LVN')).toHaveLength(0);
    // Alive: the same page did call the server as this member.
    expect((await recordedCalls(control, '/wps/member/info', 'LVN')).length).toBeGreaterThan(0);
  });
});

test.describe('rank progress whenever a token is set', () => {
  test('a ?token= landing on home, a reload with the stored session and a login load it; a visitor’s home does not', async ({ page, origin, sandbox, control }) => {
    await page.goto(`${origin('luckyvn')}/m/home`);
    await expect(page.getByRole('link', { name: /log in/i })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await recordedCalls(control, '/wps/relay/MCSFE_getPlayerRankProgress', 'LVN')).toHaveLength(0);

    await page.goto(`${origin('luckyvn')}/m/home?token=${await sandboxToken(sandbox, 'LVN')}`);
    await expect.poll(async () => (await recordedCalls(control, '/wps/relay/MCSFE_getPlayerRankProgress', 'LVN')).length).toBe(1);
    await page.reload();
    await expect.poll(async () => (await recordedCalls(control, '/wps/relay/MCSFE_getPlayerRankProgress', 'LVN')).length).toBe(2);
    expect(await storedSession(page)).toMatchObject({ merchantCode: 'LVN' });

    // A login through the form, in a tab without the session.
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    await page.goto(`${origin('luckyvn')}/m/login`);
    await page.locator('input[name="username"]').fill('demo');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect.poll(async () => (await recordedCalls(control, '/wps/relay/MCSFE_getPlayerRankProgress', 'LVN')).length).toBe(3);
  });
});

test.describe('feedback', () => {
  test('keeps what was typed through a failed send, then sends it', async ({ page, origin, sandbox, control, expectConsoleError }) => {
    expectConsoleError(failedToLoad(503), 'the scenario makes the feedback call answer 503', { at: /\/wps\/member\/feedback\b/ });
    const token = await sandboxToken(sandbox, 'LVN');
    await memberCentre(page, origin('luckyvn'), token);
    await entries(page).getByRole('link', { name: 'Feedback' }).click();
    await page.getByRole('radio', { name: 'Withdrawal' }).check();
    const message = 'My withdrawal from yesterday is still pending.';
    await page.getByLabel('Your message').fill(message);
    await page.getByLabel('How can we reach you? (optional)').fill('demo@sandbox.test');

    await control('scenario', { merchant: 'LVN', set: { status: { '/wps/member/feedback': 503 } } });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toContainText('could not take your message');
    await expect(page.getByLabel('Your message')).toHaveValue(message);
    await expect(page.getByLabel('How can we reach you? (optional)')).toHaveValue('demo@sandbox.test');
    await expect(page.getByRole('radio', { name: 'Withdrawal' })).toBeChecked();

    await control('scenario', { merchant: 'LVN', set: { status: null } });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: /./ })).toContainText(/Reference: FB-\d{8}-\d{4}/);
    const calls = await recordedCalls(control, '/wps/member/feedback', 'LVN');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({ category: 'withdrawal', message, contact: 'demo@sandbox.test' });
  });

  test('a slow answer shows it is sending; a double tap sends once', async ({ page, origin, sandbox, control }) => {
    await control('scenario', { merchant: 'LVN', set: { delayMs: { '/wps/member/feedback': 1500 } } });
    await page.goto(`${origin('luckyvn')}/m/member/home?token=${await sandboxToken(sandbox, 'LVN')}`);
    await entries(page).getByRole('link', { name: 'Feedback' }).click();
    await page.getByLabel('Your message').fill('The lobby is slow in the evening.');
    await page.getByRole('button', { name: 'Send' }).dblclick();
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: /./ })).toContainText('Reference:');
    expect(await recordedCalls(control, '/wps/member/feedback', 'LVN')).toHaveLength(1);
  });

  test('without a stored session /m/feedback lands on home', async ({ page, origin }) => {
    await page.goto(`${origin('luckyvn')}/m/feedback`);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('link', { name: /log in/i })).toBeVisible();
    await expect(page.getByLabel('Your message')).toHaveCount(0);
  });
});

test('remember-password after registration, then forget it from the member centre', async ({ page, origin }) => {
  const password = 'secret99';
  await page.goto(`${origin('luckyvn')}/m/register`);
  await page.locator('input[name="username"]').fill('keepme01');
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('checkbox', { name: 'Remember my password on this device' }).check();
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('remember-login'))).toContain('"username":"keepme01"');
  const stored = (await page.evaluate(() => localStorage.getItem('remember-login')))!;
  for (const form of [password, Buffer.from(password).toString('base64'), Buffer.from(password).toString('hex')]) expect(stored).not.toContain(form);

  await page.goto(`${origin('luckyvn')}/m/member/home`);
  await expect(page.getByRole('heading', { level: 2, name: 'keepme01' })).toBeVisible();
  await entries(page).getByRole('button', { name: 'Forget saved password' }).click();
  await expect(page.getByRole('status').filter({ hasText: /./ })).toHaveText('Your saved password was removed from this device.');
  expect(await page.evaluate(() => localStorage.getItem('remember-login'))).toBeNull();
  await expect(entries(page).getByRole('button', { name: 'Forget saved password' })).toHaveCount(0);
});
