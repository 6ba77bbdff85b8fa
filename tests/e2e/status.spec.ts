import { appTookOver, expect, failedToLoad, test } from './support/fixtures';

test.describe('system status (failure notices and live flags)', () => {
  test('a failed status call shows the server message in a notice, and the page carries on', async ({ page, origin, control }) => {
    await control('scenario', { merchant: 'LVN', set: { errors: { '/wps/system/status': 'request.invalid' } } });
    await page.goto(`${origin()}/m/home`);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('The request body is not valid JSON.');
    await dialog.getByRole('button').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('a status call that never reaches the server says Error', async ({ page, origin, expectConsoleError }) => {
    expectConsoleError(failedToLoad('net::ERR_CONNECTION_FAILED'), 'the test aborts the status call', { at: /\/wps\/system\/status\?/ });
    await page.route('**/wps/system/status?**', (route) => route.abort('connectionfailed'));
    await page.goto(`${origin()}/m/home`);
    await expect(page.getByRole('alertdialog').locator('.dialog__message')).toHaveText('Error');
  });

  test('a stalled status holds nobody: login within 10 s, the notice, and the status applies once it answers', async ({ page, origin, control, wpsRequests }) => {
    await control('scenario', { merchant: 'LVN', set: { stall: { '/wps/system/status': true } } });
    await page.clock.install(); // the background asks' backoff runs on the page's clock (fast-forwarded below)
    const statusCalls = () => wpsRequests.filter((r) => r.url().includes('/wps/system/status'));
    const navigation = await page.goto(`${origin()}/m/login`);
    // The player types while the page loads (the shell's form; the app's form takes it over).
    await page.locator('input[name="username"]').fill('demo');
    await page.locator('input[name="password"]').fill('demo1234');
    // The status gives up after its 4 s: the app starts on the manifest, with the failure notice.
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.locator('.dialog__message')).toHaveText('Error');
    expect(statusCalls()).toHaveLength(1); // one attempt: no automatic retry at start-up
    await dialog.getByRole('button').click();
    const [login] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/wps/session/login')),
      page.locator('form button[type="submit"]').click(),
    ]);
    expect(login.ok()).toBe(true);
    // On the browser's network clock (not the test's, whose events arrive late on a busy machine):
    // from the navigation's start to the login's answer, within 10 s.
    const opened = navigation!.request().timing().startTime;
    const { startTime, responseStart } = login.request().timing();
    expect(startTime + responseStart - opened).toBeLessThan(10_000);
    await expect(page).toHaveURL(/\/m\/home$/);

    // The server answers again, and says maintenance: the next background ask (its wait jumped
    // past, up to the longest, 2 minutes: app/late-status.ts) brings the maintenance screen.
    await control('scenario', { merchant: 'LVN', set: { stall: null, maintenance: { end: null } } });
    await page.clock.fastForward(120_000);
    await expect(page.getByRole('heading', { level: 2, name: 'System maintenance' })).toBeVisible();
    expect(statusCalls().length).toBeGreaterThan(1);
  });

  test('the live flags of the status override the manifest', async ({ page, origin, control, wpsRequests }) => {
    // siamspin's manifest has CBS3 on; the status turns it off. Nothing reads chat yet, so the
    // observable part here is the request; the precedence itself is unit-tested (resolve-features).
    await control('scenario', { merchant: 'SSP', set: { flags: { CBS3: false } } });
    await page.goto(`${origin('siamspin')}/m/login?track=AD7`);
    await appTookOver(page);
    const status = wpsRequests.find((r) => r.url().includes('/wps/system/status'));
    const body = await (await status!.response())!.json();
    expect(body.value.whitelabelVal.CBS3).toBe(false);
    // What the call says (runtime/steps/system-status.ts): the landing's track, the first domain,
    // and the address without its query (a landing URL can carry a token).
    expect(Object.fromEntries(new URL(status!.url()).searchParams)).toEqual({
      device: 'MOBILE', track: 'AD7', originalDomain: 'siamspin.localhost', url: `${origin('siamspin')}/m/login`,
    });
    // robots: a host other than localhost or www.* is not indexed, however shallow the path (runtime/page-meta.ts).
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
