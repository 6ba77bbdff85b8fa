import { expect, failedToLoad, recordedCalls, SERVING, storedSession, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/**
 * The real encrypted login, end to end: the client encrypts with the merchant's scheme (luckyvn:
 * legacy DES + RSA PKCS#1 v1.5; goldcrest: AES-GCM + RSA-OAEP) and the sandbox decrypts it with
 * its own key pair. This is the golden vector of the two implementations against each other.
 */
for (const [merchant, scheme] of [['luckyvn', 'DES'], ['goldcrest', 'AES-GCM']] as const) {
  test(`password login (${scheme}) stores the session and lands on home`, { tag: scheme === 'AES-GCM' ? SERVING : [] }, async ({ page, origin, wpsRequests, control }) => {
    await page.goto(`${origin(merchant)}/m/login`);
    await page.locator('input[name="username"]').fill('demo');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await storedSession(page)).toMatchObject({ userName: 'demo', merchantCode: merchant === 'luckyvn' ? 'LVN' : 'GCR' });

    const login = wpsRequests.find((r) => r.url().endsWith('/wps/session/login'));
    const headers = await login!.allHeaders();
    expect(headers.encryption).toBe(scheme);
    expect(headers['x-rsa']).toBeTruthy();
    expect(headers['x-digest']).toMatch(/^[0-9a-f]+$/);
    expect(login!.postData()).not.toContain('demo1234');
    const calls = (await control(`calls?merchant=${merchant === 'luckyvn' ? 'LVN' : 'GCR'}&path=/wps/session/login`)) as { body?: { password?: string } }[];
    expect(JSON.stringify(calls)).toContain('"username":"demo"');
  });
}

test('a wrong password shows the server message and keeps what was typed', async ({ page, origin }) => {
  await page.goto(`${origin()}/m/login`);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('wrong-one');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('form .notice')).toBeVisible();
  await expect(page.locator('input[name="username"]')).toHaveValue('demo');
  await expect(page.locator('input[name="password"]')).toHaveValue('wrong-one');
  expect(await storedSession(page)).toBeNull();
});

test('a failed key fetch sends nothing and says secure login is unavailable', async ({ page, origin, control, wpsRequests, expectConsoleError }) => {
  await control('scenario', { merchant: 'LVN', set: { status: { '/wps/session/key/rsa': 500 } } });
  expectConsoleError(failedToLoad(500), 'the scenario answers the RSA key fetch 500', { at: /\/wps\/session\/key\/rsa\?/ });
  await page.goto(`${origin()}/m/login`);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('form .notice')).toBeVisible();
  expect(wpsRequests.some((r) => r.url().endsWith('/wps/session/login'))).toBe(false);
  await expect(page.locator('input[name="password"]')).toHaveValue('demo1234');
});

test('redirectUrl: an allow-listed origin gets the token, any other is refused', async ({ page, origin, declareStandIn }) => {
  await page.route('https://games.luckyvn.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>lotto</h1>' }));
  declareStandIn(/^GET https:\/\/games\.luckyvn\.example\//, 'the allow-listed game site the login hands the token to, answered by page.route');
  await page.goto(`${origin()}/m/login?redirectUrl=${encodeURIComponent('https://evil.example/steal')}`);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('.toasts')).toContainText("don't trust");

  await page.goto(`${origin()}/m/login?redirectUrl=${encodeURIComponent('https://games.luckyvn.example/play')}`);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/^https:\/\/games\.luckyvn\.example\//);
  const url = new URL(page.url());
  expect(url.searchParams.get('token')).toBeTruthy();
  expect(url.searchParams.get('b2c')).toBe('1');
  expect(url.searchParams.get('language')).toBe('EN'); // the language in use (the browser's English)
});

test('a weak default password goes to the change-password page', async ({ page, origin }) => {
  await page.goto(`${origin()}/m/login`);
  await page.locator('input[name="username"]').fill('weakpw');
  await page.locator('input[name="password"]').fill('123456');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/changePsw$/);
});

// ——— Issue 3: change password, second factor, double taps, remembered credentials ———


async function passwordLogin(page: Page, username: string, password: string, remember = false) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.locator('form button[type="submit"]').click();
}

test('the weak default password must be changed on /m/changePsw, and the new one works', async ({ page, origin, control }) => {
  await page.goto(`${origin()}/m/login`);
  await passwordLogin(page, 'weakpw', '123456');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(page.getByText('easy to guess')).toBeVisible();
  for (const [name, complete] of [['oldPassword', 'current-password'], ['newPassword', 'new-password'], ['confirm', 'new-password']]) {
    await expect(page.locator(`input[name="${name}"]`)).toHaveAttribute('autocomplete', complete!);
  }
  await page.locator('input[name="oldPassword"]').fill('123456');
  await page.locator('input[name="newPassword"]').fill('better-pass-9');
  await page.locator('input[name="confirm"]').fill('better-pass-8');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText("don't match");
  await page.locator('input[name="confirm"]').fill('better-pass-9');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('p.success')).toContainText('Password changed');
  await expect(page).toHaveURL(/\/m\/home$/);

  const list = await recordedCalls(control, '/wps/member/password');
  expect(list).toHaveLength(1);
  expect(list[0]!.body).toEqual({ oldPassword: '123456', newPassword: 'better-pass-9' });

  // The next login with the new password is a normal one.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${origin()}/m/login`);
  await passwordLogin(page, 'weakpw', 'better-pass-9');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('an expired password goes to /m/changePsw only when PWDEXPFORCECHANGE3 is on', async ({ page, origin, control }) => {
  await page.goto(`${origin()}/m/login`);
  await passwordLogin(page, 'expired', 'expired123');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(page.getByText('has expired')).toBeVisible();

  await control('scenario', { merchant: 'LVN', set: { flags: { PWDEXPFORCECHANGE3: false } } });
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${origin()}/m/login`);
  await passwordLogin(page, 'expired', 'expired123');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('second factor by SMS: no token before it passes, then the login continues', async ({ page, origin, wpsRequests }) => {
  await page.goto(`${origin()}/m/login`);
  await passwordLogin(page, 'twofa', 'twofa123');
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('tab')).toHaveText(['SMS', 'Email']);
  await expect(modal.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
  expect(await storedSession(page)).toBeNull();

  // Sending a code needs the mobile number: the field is highlighted and focused, nothing is sent.
  await modal.getByRole('button', { name: 'Send code' }).click();
  await expect(modal.locator('input[name="mobileNum"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(modal.locator('input[name="mobileNum"]')).toBeFocused();
  expect(wpsRequests.some((r) => r.url().includes('/wps/verification/sms/noLogin'))).toBe(false);

  await modal.locator('input[name="mobileNum"]').fill(' 912345670 ');
  await modal.getByRole('button', { name: 'Send code' }).click();
  // The send button counts down (its changing number is hidden from screen readers).
  await expect(modal.locator('.sms-code-button')).toHaveText(/Resend in \d+s/);
  await expect(modal.locator('.sms-code-button')).toBeDisabled();
  await modal.locator('input[name="verificationCode"]').fill('123456 ');
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(modal.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();
  expect(await storedSession(page)).toBeNull(); // the after-login action waits for the message
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ userName: 'twofa', merchantCode: 'LVN' });

  const verification = wpsRequests.find((r) => r.url().endsWith('/wps/session/login/verification'))!;
  expect((await verification.allHeaders()).encryption).toBe('DES');
  expect(verification.postData()).not.toContain('twofa123');
});

test('second factor by email (the second tab, after switching)', async ({ page, origin, control }) => {
  await page.goto(`${origin()}/m/login`);
  await passwordLogin(page, 'twofa', 'twofa123');
  const modal = page.getByRole('dialog');
  await modal.locator('input[name="mobileNum"]').fill('912345670');
  await modal.getByRole('tab', { name: 'Email' }).click();
  // An empty field is highlighted and focused, with no message.
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(modal.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(modal.locator('input[name="email"]')).toBeFocused();
  await expect(modal.getByRole('alert')).toHaveCount(0);
  await modal.locator('input[name="email"]').fill('  246810 ');
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ userName: 'twofa' });

  const calls = await recordedCalls(control, '/wps/session/login/verification');
  expect(calls.map((c) => c.body)).toEqual([{ username: 'twofa', password: 'twofa123', method: 'E', email: '246810' }]);
});

test('the sandbox switch picks the methods: payee name and authenticator', async ({ page, origin, control }) => {
  await control('scenario', { merchant: 'LVN', set: { loginVerifyRequired: { username: 'demo', methods: { email: false, sms: false, ga: true, payeeName: true } } } });
  await page.clock.install(); // the submit guard's release, below, runs on the page's clock
  await page.goto(`${origin()}/m/login`);
  await passwordLogin(page, 'demo', 'demo1234');
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('tab')).toHaveText(['Payee name', 'Authenticator']);
  await modal.getByRole('tab', { name: 'Authenticator' }).click();
  await modal.locator('input[name="authCode"]').fill('000000');
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(modal.getByRole('alert')).toBeVisible();
  await expect(modal.locator('input[name="authCode"]')).toHaveValue('000000');
  // The attempt has ended (the guard's release timer is set as Verify stops being busy); the guard
  // releases 500 ms later (ui/use-submit-guard.ts), and a person is slower.
  await expect(modal.getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-busy', 'false');
  await page.clock.fastForward(500);
  await modal.locator('input[name="authCode"]').fill('135790');
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('closing the second-factor modal stores no token and gives the form back', async ({ page, origin }) => {
  await page.goto(`${origin()}/m/login`);
  await passwordLogin(page, 'twofa', 'twofa123');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();
  await expect(page.locator('form button[type="submit"]')).toBeEnabled();
});

test('double-tapping "Log in" sends one login request', async ({ page, origin, control, wpsRequests }) => {
  await control('scenario', { merchant: 'LVN', set: { delayMs: { '/wps/session/login': 800 } } });
  await page.goto(`${origin()}/m/login`);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('form button[type="submit"]').dblclick();
  await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit()); // a third tap, past the disabled button
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(wpsRequests.filter((r) => r.url().endsWith('/wps/session/login'))).toHaveLength(1);
});

test('a credential error removes the remembered credentials', async ({ page, origin }) => {
  await page.goto(`${origin()}/m/login`);
  await passwordLogin(page, 'demo', 'demo1234', true);
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('remember-login'))).toContain('"username":"demo"');

  // A later visit where the player types a wrong password (auto login off for this visit).
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${origin()}/m/login?autoLogin=0`);
  await expect(page.locator('input[name="username"]')).toHaveValue('demo');
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('form .notice')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('remember-login'))).toBeNull();
});

test('the device id is an MD5 formatted like a GUID, the same at every login', async ({ page, origin, control }) => {
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
    await page.goto(`${origin()}/m/login`);
    await passwordLogin(page, 'demo', 'demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
  }
  const calls = await recordedCalls<{ loginDeviceId: string; isOfficialAppLogin: boolean }>(control, '/wps/session/login');
  const ids = calls.map((c) => c.body.loginDeviceId);
  expect(ids).toHaveLength(2);
  expect(ids[0]).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
  expect(ids[1]).toBe(ids[0]);
  expect(calls[0]!.body.isOfficialAppLogin).toBe(false);
});

test.describe('old iOS PWA mode', () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
  test.use({ userAgent: IPHONE });
  test.beforeEach(async ({ context }) => {
    // Opened from the home screen: iOS Safari's navigator.standalone.
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }));
  });

  test('the session is mirrored and survives a relaunch; a refused one goes home as a visitor', async ({ page, context, origin, control, expectConsoleError }) => {
    expectConsoleError(failedToLoad(401), 'the scenario makes the server refuse the session (member info 401)', { at: /\/wps\/member\/info\b/ });
    await page.goto(`${origin()}/m/login`);
    await passwordLogin(page, 'demo', 'demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    // An iPhone home-screen app says so on its login (lib/device.ts; a browser tab sends no Device).
    expect((await recordedCalls(control, '/wps/session/login')).map((c) => c.headers.device)).toEqual(['PWA']);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('session-mirror') ?? 'null')?.userName)).toBe('demo');

    // A relaunch: a new page has an empty sessionStorage; the mirror brings the session back.
    const relaunch = await context.newPage();
    await relaunch.goto(`${origin()}/m/member/home`);
    // The URL is there at once; the session comes back while the app boots (before its first screen).
    await expect.poll(() => storedSession(relaunch)).toMatchObject({ userName: 'demo' });
    await expect(relaunch).toHaveURL(/\/m\/member\/home$/);

    // The server has forgotten the session: the stored path and session go, the player lands on home.
    // (An iOS home-screen app runs one page at a time: the earlier ones are gone.)
    await relaunch.evaluate(() => localStorage.setItem('current-path', '/m/member/home')); // a stored path (cleared too)
    await page.close();
    await relaunch.close();
    await control('scenario', { merchant: 'LVN', set: { status: { '/wps/member/info': 401 } } });
    const again = await context.newPage();
    await again.goto(`${origin()}/m/member/home`);
    await expect(again).toHaveURL(/\/m\/home$/);
    expect(await storedSession(again)).toBeNull();
    expect(await again.evaluate(() => [localStorage.getItem('session-mirror'), localStorage.getItem('current-path')])).toEqual([null, null]);
    await expect(again.getByRole('alertdialog')).toHaveCount(0);
  });
});
