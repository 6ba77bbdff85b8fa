import { expect, recordedCalls, storedSession, test } from './support/fixtures';

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
