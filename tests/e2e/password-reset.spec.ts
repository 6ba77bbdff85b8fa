import type { Page } from '@playwright/test';
import { sandboxClient } from '../../sandbox/sandbox-client';
import { expect, failedToLoad, recordedCalls, rememberedLogin, test } from './support/fixtures';

/**
 * The forgotten password (src/flows/auth/reset/): a code by SMS or email from
 * POST /wps/member/password/reset/code, then the code and a new password to /reset; back on the
 * login page with the account filled in, not logged in. The sandbox's codes are random: read from
 * its state (sandbox/README.md, "Password reset code").
 */
type Control = (path: string, body?: unknown) => Promise<unknown>;

async function resetCode(control: Control, merchant: string, target: string): Promise<string | null> {
  const { state } = (await control(`state?merchant=${merchant}`)) as { state: { passwordReset: Record<string, { code: string | null }> } };
  return state.passwordReset[target]?.code ?? null;
}

async function fillAndReset(page: Page, code: string, password = 'n3w-Passw0rd') {
  await page.locator('input[name="verificationCode"]').fill(code);
  await page.locator('input[name="newPassword"]').fill(password);
  await page.locator('input[name="confirm"]').fill(password);
  await page.getByRole('button', { name: 'Reset password' }).click();
}

const sendButton = (page: Page) => page.locator('.sms-code-button');

/**
 * A form's next attempt, as a person makes it: the last one has ended (its button is no longer
 * busy) and the submit guard's 500 ms have passed (ui/use-submit-guard.ts), on the page's clock.
 */
async function afterGuard(page: Page, submit: ReturnType<Page['locator']>) {
  await expect(submit).toHaveAttribute('aria-busy', 'false');
  await page.clock.fastForward(500);
}

test('by SMS from the login page: a wrong code says so by the code, the right one resets; old password out, new one in, remembered login gone', async ({ page, origin, control }) => {
  const site = origin('luckyvn');
  await page.clock.install(); // the submit guard's release, below, runs on the page's clock
  await rememberedLogin(page, `${site}/m/login`);
  // A visitor again with demo remembered on this device, as after an explicit logout (autoLogin 0:
  // the remembered login fills the form in but does not log in).
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.setItem('autoLogin', '0');
  });
  await page.goto(`${site}/m/login`);
  await expect(page.locator('input[name="username"]')).toHaveValue('demo');
  const forgot = page.getByRole('link', { name: 'Forgot password?' });
  await expect(forgot).toBeVisible();
  await page.getByRole('tab', { name: 'Mobile' }).click();
  await forgot.click();
  await expect(page).toHaveURL(/\/m\/forgotPassword$/);
  // The address changes first; the login page (its Mobile tab has a mobileNum field and a Send code
  // button too) stays on view until the reset page's code has loaded (fresh run 26 typed into it).
  await expect(page.locator('html')).toHaveAttribute('data-screen', 'forgotPassword');

  await page.locator('input[name="mobileNum"]').fill('912 345 678');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(sendButton(page)).toContainText(/Resend in \d+s/);
  const code = await resetCode(control, 'LVN', 'sms:912345678');
  expect(code).toMatch(/^\d{6}$/);
  await fillAndReset(page, code === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right.' })).toBeVisible();
  await expect(page.locator('input[name="verificationCode"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('input[name="verificationCode"]')).toBeFocused();

  await afterGuard(page, page.getByRole('button', { name: 'Reset password' }));
  await fillAndReset(page, code!);
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.locator('input[name="username"]')).toHaveValue('demo');
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed. Log in with the new one.' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('session-info'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('remember-login'))).toBeNull();
  const reset = (await recordedCalls(control, '/wps/member/password/reset')).at(-1)!;
  expect(reset.encryption).toBe('DES');
  expect(reset.body).toEqual({ channel: 'sms', countryDialingCode: '+84', mobileNum: '912345678', verificationCode: code, newPassword: 'n3w-Passw0rd' });

  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('form .notice')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
  await afterGuard(page, page.locator('form button[type="submit"]'));
  await page.locator('input[name="password"]').fill('n3w-Passw0rd');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('by email on an AES-GCM merchant: the emailed code resets member1, who then logs in with the new password', async ({ page, origin, control }) => {
  await page.goto(`${origin('goldcrest')}/m/forgotPassword`);
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByLabel('Email address').fill('Member1@sandbox.test');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(sendButton(page)).toContainText(/Resend in \d+s/);
  const code = await resetCode(control, 'GCR', 'email:member1@sandbox.test');
  expect(code).toMatch(/^\d{6}$/);
  await fillAndReset(page, code!, 'fresh pass 42');
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.locator('input[name="username"]')).toHaveValue('member1');
  const [reset] = await recordedCalls(control, '/wps/member/password/reset', 'GCR');
  expect(reset!.encryption).toBe('AES-GCM');
  expect(reset!.body).toEqual({ channel: 'email', email: 'Member1@sandbox.test', verificationCode: code, newPassword: 'fresh pass 42' });
  await page.locator('input[name="password"]').fill('fresh pass 42');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('an unknown account gets on send exactly what a known one gets, and then the wrong-code answer', async ({ page, origin, control }) => {
  await page.goto(`${origin('luckyvn')}/m/forgotPassword`);
  await page.getByRole('tab', { name: 'Email' }).click();
  // What the page and the server's answer show for an address: its status, the envelope's shape, the button and the line read out.
  const send = async (address: string) => {
    await page.getByLabel('Email address').fill(address);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/member/password/reset/code'),
      page.getByRole('button', { name: 'Send code' }).click(),
    ]);
    await expect(sendButton(page)).toContainText(/Resend in \d+s/);
    const body = (await response.json()) as { success: boolean; code?: unknown; value?: Record<string, unknown> };
    return {
      http: response.status(),
      envelope: { success: body.success, code: body.code ?? null, value: Object.keys(body.value ?? {}) },
      said: await page.getByRole('status').filter({ hasText: 'a code is on its way' }).textContent(),
      alerts: await page.getByRole('alert').count(),
    };
  };
  const known = await send('demo@sandbox.test');
  const unknown = await send('nobody@sandbox.test');
  expect(unknown).toEqual(known);
  expect(known).toMatchObject({ http: 200, envelope: { success: true, value: ['expirationTime'] }, said: 'If an account uses this address, a code is on its way.', alerts: 0 });
  expect(await resetCode(control, 'LVN', 'email:demo@sandbox.test')).toMatch(/^\d{6}$/);
  expect(await resetCode(control, 'LVN', 'email:nobody@sandbox.test')).toBeNull();

  await fillAndReset(page, '123456');
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right.' })).toBeVisible();
  await expect(page.locator('.dialog')).toHaveCount(0);
});

test('TOO_MANY_REQUEST_SMS is silent and starts the countdown; a server failure keeps everything typed', async ({ page, origin, control, sandbox, expectConsoleError }) => {
  expectConsoleError(failedToLoad(503), 'scenario passwordReset.down answers the reset 503', { at: /\/wps\/member\/password\/reset\b/ });
  // Another tab asked for a code for this number a moment ago: the server refuses another for 60 s.
  await sandboxClient(sandbox.url, 'LVN').post('/wps/member/password/reset/code', { channel: 'sms', countryDialingCode: '+84', mobileNum: '912345678' });
  await page.goto(`${origin('luckyvn')}/m/forgotPassword`);
  await page.locator('input[name="mobileNum"]').fill('0912 345 678');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(sendButton(page)).toContainText(/Resend in (60|59|58)s/);
  expect((await recordedCalls(control, '/wps/member/password/reset/code')).at(-1)!.code).toBe('TOO_MANY_REQUEST_SMS');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('.dialog')).toHaveCount(0);

  await control('scenario', { merchant: 'LVN', set: { passwordReset: { down: true } } });
  await fillAndReset(page, '482913');
  await expect(page.getByRole('alert').filter({ hasText: "We couldn't reach the server. Everything you typed is still here" })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/forgotPassword$/);
  for (const [name, value] of [['mobileNum', '0912 345 678'], ['verificationCode', '482913'], ['newPassword', 'n3w-Passw0rd'], ['confirm', 'n3w-Passw0rd']]) {
    await expect(page.locator(`input[name="${name}"]`)).toHaveValue(value!);
  }
  expect((await recordedCalls(control, '/wps/member/password/reset')).map((c) => c.status)).toEqual([503]);
});
