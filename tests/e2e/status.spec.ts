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

  test('the live flags of the status override the manifest', async ({ page, origin, control, wpsRequests }) => {
    // siamspin's manifest has CBS3 on; the status turns it off. Nothing reads chat yet, so the
    // observable part here is the request; the precedence itself is unit-tested (resolve-features).
    await control('scenario', { merchant: 'SSP', set: { flags: { CBS3: false } } });
    await page.goto(`${origin('siamspin')}/m/login`);
    await appTookOver(page);
    const status = wpsRequests.find((r) => r.url().includes('/wps/system/status'));
    const body = await (await status!.response())!.json();
    expect(body.value.whitelabelVal.CBS3).toBe(false);
  });
});
