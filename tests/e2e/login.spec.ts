import { expect, storedSession, test } from './support/fixtures';

/**
 * The real encrypted login, end to end: the client encrypts with the merchant's scheme (luckyvn:
 * legacy DES + RSA PKCS#1 v1.5; goldcrest: AES-GCM + RSA-OAEP) and the sandbox decrypts it with
 * its own key pair. This is the golden vector of the two implementations against each other.
 */
for (const [merchant, scheme] of [['luckyvn', 'DES'], ['goldcrest', 'AES-GCM']] as const) {
  test(`password login (${scheme}) stores the session and lands on home`, async ({ page, origin, wpsRequests, control }) => {
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

test('a failed key fetch sends nothing and says secure login is unavailable', async ({ page, origin, control, wpsRequests }) => {
  await control('scenario', { merchant: 'LVN', set: { status: { '/wps/session/key/rsa': 500 } } });
  await page.goto(`${origin()}/m/login`);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('form .notice')).toBeVisible();
  expect(wpsRequests.some((r) => r.url().endsWith('/wps/session/login'))).toBe(false);
  await expect(page.locator('input[name="password"]')).toHaveValue('demo1234');
});

test('redirectUrl: an allow-listed origin gets the token, any other is refused', async ({ page, origin }) => {
  await page.route('https://games.luckyvn.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>lotto</h1>' }));
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
