import type { Page } from '@playwright/test';
import { expect, recordedCalls, test } from './support/fixtures';

/**
 * The reward pages on the sandbox, in real Chromium: each page shows the merchant's own sandbox
 * data (amounts in its currency); a double-tapped claim claims once and shows at once; a claim
 * whose answer comes after the 8 s timeout is retried with the same idempotency key and claims
 * once; a visitor is sent to the login and brought back; a voucher's 'Use' goes to the cashier
 * through the checked navigation, or says why not.
 */
const MERCHANTS = [['luckyvn', 'LVN', '₫'], ['siamspin', 'SSP', '฿']] as const;

async function logIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/m/login`);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

type Body = { idempotencyKey?: string };

for (const [merchant, code, symbol] of MERCHANTS) {
  test(`${merchant}: every reward page shows the sandbox's data in ${symbol}`, async ({ page, origin }) => {
    await logIn(page, origin(merchant));

    await page.goto(`${origin(merchant)}/m/activity/signIn`);
    await expect(page.getByRole('heading', { name: 'Daily sign-in', level: 1 })).toBeVisible();
    const days = page.locator('.signin-day');
    await expect(days).toHaveCount(7);
    await expect(days.nth(6)).toContainText(symbol);
    await expect(page.locator('.signin-day[aria-current="date"]')).toHaveCount(1);

    await page.goto(`${origin(merchant)}/m/activity/noviceTask`);
    await expect(page.getByTestId('task-bind-mobile')).toContainText('Verify your mobile number');
    await expect(page.getByTestId('task-turnover').getByRole('progressbar')).toHaveAttribute('aria-valuetext', new RegExp(symbol));

    await page.goto(`${origin(merchant)}/m/activity/rescue`);
    await expect(page.getByTestId('rescue-loss')).toContainText(symbol);
    await expect(page.getByTestId('rescue-claimable')).toContainText(symbol);

    await page.goto(`${origin(merchant)}/m/voucherCenter`);
    await expect(page.getByTestId('voucher-V-FIRST')).toContainText('First deposit voucher');
    await expect(page.getByTestId('voucher-V-WELCOME')).toContainText('Used');

    await page.goto(`${origin(merchant)}/m/leaderBoard`);
    await expect(page.getByTestId('board-me')).toContainText('demo');
    await expect(page.getByText('Your rank: 4')).toBeVisible();
    await expect(page.locator('.board-row')).toHaveCount(20);
  });

  test(`${merchant}: a double-tapped sign-in claims once, shows at once, and stays claimed after a reload`, async ({ page, origin, control }) => {
    await logIn(page, origin(merchant));
    await page.goto(`${origin(merchant)}/m/activity/signIn`);
    const count = page.getByTestId('signin-count');
    await expect(count).toBeVisible();
    const before = Number(/^(\d+)/.exec((await count.textContent()) ?? '')?.[1]);

    await page.getByRole('button', { name: /^Claim today/ }).dblclick();
    await expect(page.locator('main').getByRole('status')).toContainText('added to your account');
    await expect(count).toHaveText(`${before + 1} of 7 days claimed`);
    await expect(page.locator('.signin-day[aria-current="date"]')).toHaveClass(/signin-day--claimed/);

    const claims = await recordedCalls<Body>(control, '/wps/relay/MCSFE_claimSignIn', code);
    expect(claims.filter((c) => c.code === null)).toHaveLength(claims.length);
    expect(new Set(claims.map((c) => c.body.idempotencyKey)).size).toBe(1);

    await page.reload();
    await expect(count).toHaveText(`${before + 1} of 7 days claimed`);
    await expect(page.getByText("Today's reward is claimed. Come back tomorrow.")).toBeVisible();
  });
}

test('a double-tapped task claim claims once; the task shows claimed without a reload', async ({ page, origin, control }) => {
  await logIn(page, origin('goldcrest'));
  await page.goto(`${origin('goldcrest')}/m/activity/noviceTask`);
  const task = page.getByTestId('task-bind-mobile');
  await task.getByRole('button', { name: 'Claim' }).dblclick();
  await expect(task.getByRole('status')).toContainText('$2 added to your account.');
  await expect(task.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  // The other claimable task is untouched.
  await expect(page.getByTestId('task-login-3-days').getByRole('button', { name: 'Claim' })).toBeEnabled();
  const claims = await recordedCalls<Body & { taskId?: string }>(control, '/wps/relay/MCSFE_claimNoviceTask', 'GCR');
  expect(claims.map((c) => c.body.taskId)).toEqual(['bind-mobile']);
  await page.reload();
  await expect(task.getByText('Claimed')).toBeVisible();
  await expect(task.getByRole('button', { name: 'Claim' })).toHaveCount(0);
});

test('a rescue claim answered after the 8 s timeout: Retry sends the same key and the rescue is claimed once', async ({ page, origin, control }) => {
  test.setTimeout(60_000);
  await logIn(page, origin('siamspin'));
  await control('scenario', { merchant: 'SSP', set: { rewards: { slowClaimMs: 12_000 } } });
  await page.goto(`${origin('siamspin')}/m/activity/rescue`);
  await expect(page.getByTestId('rescue-claimable')).toContainText('฿');
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByRole('button', { name: 'Claiming…' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('No answer from the server yet', { timeout: 12_000 });

  await page.getByRole('button', { name: 'Retry' }).click();
  // The server claimed with the first request; the retry's key answers that claim at once.
  await expect(page.locator('main').getByRole('status')).toContainText('added to your account', { timeout: 3_000 });
  await expect(page.locator('main').getByRole('alert')).toHaveCount(0);

  // The first request is recorded when its late answer goes out (12 s after it came).
  const claims = () => recordedCalls<Body & { lossDate?: string }>(control, '/wps/relay/MCSFE_claimRescueBonus', 'SSP');
  await expect.poll(async () => (await claims()).length, { timeout: 8_000 }).toBe(2);
  const both = await claims();
  // Both answered success with the same key: the retry was answered from the first claim, not claimed again.
  expect(both.map((c) => c.code)).toEqual([null, null]);
  expect(new Set(both.map((c) => c.body.idempotencyKey)).size).toBe(1);

  await page.reload();
  await expect(page.getByText("Yesterday's rescue is claimed. Come back tomorrow.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim' })).toHaveCount(0);
});

test.describe('in the player’s time zone', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' }); // UTC+14: its yesterday is often UTC's today

  test('the rescue names yesterday in the player’s local time', async ({ page, origin, wpsRequests }) => {
    await logIn(page, origin('luckyvn'));
    await page.goto(`${origin('luckyvn')}/m/activity/rescue`);
    const expected = await page.evaluate(() => {
      const now = new Date();
      return new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
    });
    await expect(page.getByRole('heading', { name: `Net loss on ${expected}` })).toBeVisible();
    expect(wpsRequests.some((r) => r.url().includes('MCSFE_getRescueBonus') && new URL(r.url()).searchParams.get('timeZone') === 'Pacific/Kiritimati')).toBe(true);
  });
});

test('a Vietnamese player reads amounts and dates the Vietnamese way, in dong', async ({ page, origin }) => {
  await logIn(page, origin('luckyvn'));
  await page.goto(`${origin('luckyvn')}/m/activity/rescue?language=VI`);
  const loss = page.getByTestId('rescue-loss');
  await expect(loss).toContainText('₫');
  // Vietnamese: dots between thousands, the symbol after the number ("35.000 ₫"), not "₫35,000".
  expect((await loss.textContent())?.trim()).toMatch(/^\d{1,3}(\.\d{3})+\s₫$/);
  const expected = await page.evaluate(() => {
    const now = new Date();
    return new Intl.DateTimeFormat('vi', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  });
  await expect(page.locator('#rescue-loss')).toContainText(expected);
});

test('a visitor opening a reward page logs in and comes back to it', async ({ page, origin }) => {
  await page.goto(`${origin('luckyvn')}/m/leaderBoard`);
  await expect(page).toHaveURL(/\/m\/login\?returnTo=%2Fm%2FleaderBoard$/);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/leaderBoard$/);
  await expect(page.getByTestId('board-me')).toContainText('demo');
});

test('a claimed voucher’s Use goes to the allow-listed cashier with the voucher and the token', async ({ page, origin, declareStandIn, control }) => {
  declareStandIn(/https:\/\/pay\.luckyvn\.example\//, 'the cashier is the operator’s; the test answers for it');
  await page.route(/^https:\/\/pay\.luckyvn\.example\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Cashier</title><h1>Cashier</h1>' }));
  await logIn(page, origin('luckyvn'));
  await page.goto(`${origin('luckyvn')}/m/voucherCenter`);
  const voucher = page.getByTestId('voucher-V-FIRST');
  await voucher.getByRole('button', { name: 'Claim' }).dblclick();
  await expect(voucher.getByRole('status')).toContainText('added to your account');
  expect(await recordedCalls(control, '/wps/relay/MCSFE_claimVoucher', 'LVN')).toHaveLength(1);

  await voucher.getByRole('button', { name: 'Use in a deposit' }).click();
  await page.waitForURL(/^https:\/\/pay\.luckyvn\.example\/deposit\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('voucherId')).toBe('V-FIRST');
  expect(url.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
});

test('with no cashier, Use explains and stays on the page', async ({ page, origin, control }) => {
  await logIn(page, origin('goldcrest'));
  await control('scenario', { merchant: 'GCR', set: { rewards: { noCashier: true } } });
  await page.goto(`${origin('goldcrest')}/m/voucherCenter`);
  await page.getByTestId('voucher-V-VIP').getByRole('button', { name: 'Use in a deposit' }).click();
  await expect(page.getByRole('alert')).toContainText('Deposits cannot be opened from the app on this site.');
  expect(page.url()).toBe(`${origin('goldcrest')}/m/voucherCenter`);
});

test('a failed page offers Retry, which loads it; an empty one says so', async ({ page, origin, control }) => {
  await logIn(page, origin('luckyvn'));
  await control('scenario', { merchant: 'LVN', set: { errors: { '/wps/relay/MCSFE_getMissionRanking': 'service.unavailable' }, rewards: { empty: ['voucher'] } } });
  await page.goto(`${origin('luckyvn')}/m/leaderBoard`);
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded.');
  await control('scenario', { merchant: 'LVN', set: { errors: null } });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('board-me')).toContainText('demo');

  await page.goto(`${origin('luckyvn')}/m/voucherCenter`);
  await expect(page.getByText('You have no vouchers right now.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Voucher centre', level: 1 })).toBeVisible();
});
