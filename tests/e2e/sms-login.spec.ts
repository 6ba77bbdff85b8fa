import { appCallsHandled, watchAppCalls } from './support/app-calls';
import { expect, failedToLoad, recordedCalls, storedSession, test } from './support/fixtures';

/**
 * SMS login through the login screen's Mobile tab (the tab belongs to the login screen; the form,
 * the code button and the call are src/flows/auth/sms/).
 */

test('mobile number + texted code logs in and lands on home', async ({ page, origin, control }) => {
  await page.goto(`${origin('luckyvn')}/m/login`);
  await page.getByRole('tab', { name: 'Mobile' }).click();
  await page.locator('input[name="mobileNum"]').fill('912 345 678'); // the demo account's number
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.locator('.sms-code-button')).toContainText(/Resend in \d+s/);
  await page.locator('input[name="verificationCode"]').fill('123456');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ userName: 'demo' });

  const [login] = await recordedCalls(control, '/wps/session/login');
  expect(login!.encryption).toBe('DES');
  expect(login!.body).toMatchObject({ type: 'sms', countryDialingCode: '+84', mobileNum: '912345678', verificationCode: '123456', isOfficialAppLogin: false });
  expect(login!.body.loginDeviceId).toMatch(/^[0-9A-F-]{36}$/);
});

test('an empty code is highlighted and focused; a wrong code shows the server message and keeps the number', async ({ page, origin }) => {
  await page.goto(`${origin('luckyvn')}/m/login`);
  await page.getByRole('tab', { name: 'Mobile' }).click();
  await page.locator('input[name="mobileNum"]').fill('912345678');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('input[name="verificationCode"]')).toBeFocused();
  await expect(page.locator('input[name="verificationCode"]')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.locator('input[name="verificationCode"]').fill('000000');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('form .notice')).toBeVisible();
  await expect(page.locator('input[name="mobileNum"]')).toHaveValue('912345678');
  expect(await storedSession(page)).toBeNull();
});

test('sending the code: TOO_MANY_REQUEST_SMS (the countdown starts) and HTTP 502 raise no alert; a 503 does', async ({ page, origin, control, expectConsoleError }) => {
  expectConsoleError(failedToLoad(502), 'the scenario answers the SMS call 502', { at: /\/wps\/verification\/sms\/noLogin\b/ });
  expectConsoleError(failedToLoad(503), 'the scenario answers the SMS call 503', { at: /\/wps\/verification\/sms\/noLogin\b/ });
  const SMS = '/wps/verification/sms/noLogin';
  let sent = 0;
  /** Sends a code to `mobile` (a countdown is per number) and waits until the app has handled the answer (app-calls.ts). */
  const send = async (mobile: string) => {
    await page.locator('input[name="mobileNum"]').fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    sent += 1;
    await page.waitForFunction(([path, n]) => (window as unknown as { appCalls: { path: string }[] }).appCalls.filter((c) => c.path === path).length === n, [SMS, sent] as const);
    await appCallsHandled(page);
  };
  await watchAppCalls(page);
  await page.goto(`${origin('luckyvn')}/m/login`);
  await page.getByRole('tab', { name: 'Mobile' }).click();

  await control('scenario', { merchant: 'LVN', set: { errors: { [SMS]: 'TOO_MANY_REQUEST_SMS' } } });
  await send('912345678');
  await expect(page.locator('.sms-code-button')).toContainText(/Resend in \d+s/);
  // The countdown is that number's: a fresh form (the tab again) with another number may send.
  await page.getByRole('tab', { name: 'Username' }).click();
  await page.getByRole('tab', { name: 'Mobile' }).click();
  await control('scenario', { merchant: 'LVN', set: { errors: null, status: { [SMS]: 502 } } });
  await send('912345671');
  await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
  // The same call answered 503 alerts (its row asks for the dialog). Dialogs show oldest first: had
  // either answer above alerted, its dialog would be the one on screen now.
  await control('scenario', { merchant: 'LVN', set: { status: { [SMS]: 503 } } });
  await send('912345671');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('HTTP 503');
  await alert.getByRole('button').click();
  await expect(alert).toHaveCount(0);
  expect((await recordedCalls(control, SMS)).map((c) => [c.status, c.code])).toEqual([[200, 'TOO_MANY_REQUEST_SMS'], [502, 'http.502'], [503, 'http.503']]);
});
