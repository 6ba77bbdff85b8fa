import { expect, failedToLoad, sandboxToken, SERVING, storedSession, test } from './support/fixtures';

test.describe('route guard', () => {
  test('a member page without a token goes to the login page', async ({ page, origin }) => {
    await page.goto(`${origin()}/m/member/home`);
    // The login page is told where the visitor was going, so the login lands there.
    await expect(page).toHaveURL(/\/m\/login\?returnTo=%2Fm%2Fmember%2Fhome$/);
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  test('a member page with ?token= stays, and every /wps call carries the headers', async ({ page, origin, sandbox, wpsRequests }) => {
    const token = await sandboxToken(sandbox, 'LVN');
    await page.goto(`${origin()}/m/member/home?token=${token}`);
    await expect(page.getByRole('heading', { name: 'demo' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/member\/home$/); // the token left the address bar
    expect((await storedSession(page))?.token).toBe(token);

    expect(wpsRequests.length).toBeGreaterThanOrEqual(2);
    for (const request of wpsRequests) {
      const headers = await request.allHeaders();
      expect(headers.merchant, request.url()).toBe('LVN');
      expect(headers.language, request.url()).toMatch(/^[A-Z]{2}(-[A-Z]{2})?$/);
    }
    const info = wpsRequests.find((r) => r.url().includes('/wps/member/info'));
    expect(info, 'member info was requested').toBeDefined();
    expect((await info!.allHeaders()).authorization).toBe(token);
    const status = wpsRequests.find((r) => r.url().includes('/wps/system/status'));
    expect(status, 'status was requested').toBeDefined();
    // robots on localhost: a path deeper than two segments is not indexed (runtime/page-meta.ts).
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('the tokens query parameter works as well', async ({ page, origin, sandbox }) => {
    const token = await sandboxToken(sandbox, 'LVN');
    await page.goto(`${origin()}/m/member/home?tokens=${token}`);
    await expect(page.getByRole('heading', { name: 'demo' })).toBeVisible();
  });

  test('/m/feedback without a stored session goes home, not to login', async ({ page, origin }) => {
    await page.goto(`${origin()}/m/feedback`);
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('/m/inviteFriends opens without a token', async ({ page, origin }) => {
    await page.goto(`${origin()}/m/inviteFriends`);
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('aliases and unknown paths land on home', { tag: SERVING }, async ({ page, origin }) => {
    await page.goto(`${origin()}/m/index.html`);
    await expect(page).toHaveURL(/\/m\/index\.html$/);
    await expect(page.getByRole('link', { name: /log in/i })).toBeVisible();
    await page.goto(`${origin()}/m/no-such-page`);
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the not-logged-in rule: a 401 logs out, alerts once, and goes to login on confirm', async ({ page, origin, sandbox, control, expectConsoleError }) => {
    expectConsoleError(failedToLoad(401), 'the scenario makes the server refuse the session (member info 401)', { at: /\/wps\/member\/info\b/ });
    const token = await sandboxToken(sandbox, 'LVN');
    // A session the page holds (a landing's token is checked with member info before it is stored),
    // which the server then refuses.
    await page.goto(`${origin()}/m/member/home?token=${token}`);
    await expect(page.getByRole('heading', { name: 'demo' })).toBeVisible();
    await control('scenario', { merchant: 'LVN', set: { status: { '/wps/member/info': 401 } } });
    await page.reload();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Please log in.');
    await expect(dialog).toHaveCount(1);
    expect(await storedSession(page)).toBeNull();
    await dialog.getByRole('button').click();
    // The login page is told the page the player was on, so logging in again goes back to it.
    await expect(page).toHaveURL(/\/m\/login\?returnTo=%2Fm%2Fmember%2Fhome$/);
  });
});

test.describe('moving between screens', () => {
  test('the screen on view stays, with a loading bar, until the next one has loaded; then it is replaced at once', async ({ page, origin }) => {
    await page.goto(`${origin('luckyvn')}/m/home`);
    const login = page.getByRole('main').getByRole('link', { name: /log in/i });
    // The app's own home, not the page's HTML shell (whose link is a plain page load).
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'home');
    await expect(page.locator('#root[data-shell]')).toHaveCount(0);
    await expect(login).toBeVisible();
    // The login screen's code is held back, as on a slow line.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/m\/assets\/login-screen-[^/]+\.js$/, async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    await login.click();
    await expect(page).toHaveURL(/\/m\/login$/);
    const bar = page.getByRole('progressbar', { name: 'Loading…' });
    await expect(bar).toBeVisible();
    expect(asked).toBe(true);
    // Home is still what the player sees (not a spinner in its place), and still the screen named
    // on the document, while the address is already the login page's.
    await expect(login).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'home');
    release();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(bar).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'login');
  });
});
