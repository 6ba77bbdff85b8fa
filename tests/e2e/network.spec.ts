import type { Page } from '@playwright/test';
import { appCallsHandled, ownOriginCalls, watchAppCalls } from './support/app-calls';
import { expect, failedToLoad, sandboxToken, test } from './support/fixtures';
import { PIXEL_SCRIPT } from './support/pixels';

// Network state: the offline and unstable toasts, 1.5 s each.

/**
 * These tests go offline right after the first paint: a chunk the app loads after it (the language
 * picker, the install shell's styles), the popup list call, or an image below it (the download bar's icon, the site icon
 * Chromium fetches by itself) may not have arrived, and its load fails.
 */
function expectLateChunksOffline(expectConsoleError: (pattern: RegExp, reason: string, options?: { at?: RegExp }) => void): void {
  expectConsoleError(failedToLoad('net::ERR_INTERNET_DISCONNECTED'), 'offline on purpose, before every late chunk and image has loaded', { at: /\/m\/(assets\/[\w-]+\.(js|css)|merchants\/[\w-]+\/assets\/[\w./-]+\.(png|svg|webp)):/ });
  // The announcement popup asks for its list a second after home shows (the visitor's delay).
  expectConsoleError(failedToLoad('net::ERR_INTERNET_DISCONNECTED'), 'offline on purpose, maybe before the popup list call', { at: /\/wps\/relay\/MCSFE_getListAnnouncements\?types=PR&platform=M:/ });
  // A lane's tile pictures come from the image hosts (cdn-a, cdn-b) as the lanes fill: one still
  // loading when the line drops fails the same way (seen on a loaded machine).
  expectConsoleError(failedToLoad('net::ERR_INTERNET_DISCONNECTED'), 'offline on purpose, before every tile picture has loaded', { at: /^http:\/\/cdn-[a-z]\.localhost:\d+\/[^:]*:/ });
  // The merchant's pixel script comes a moment after the first paint, from its own host.
  expectConsoleError(failedToLoad('net::ERR_INTERNET_DISCONNECTED'), 'offline on purpose, maybe before the pixel script has loaded', { at: PIXEL_SCRIPT });
  expectConsoleError(/^TypeError: Failed to fetch dynamically imported module: http:\/\/[^/]+\/m\/assets\/[\w-]+\.js$/, 'the app logs the late chunk it could not load offline');
}
/**
 * The lobby's own parts (its chunk, banners, marquee, lanes) have arrived: a chunk that fails
 * offline makes the app reload once the line is back (the stale-assets rule), which would take the
 * toast these tests look for with it.
 */
async function lobbyLoaded(page: Page): Promise<void> {
  await expect(page.locator('.lane').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('network state (offline and unstable toasts)', () => {
  test('going offline shows the offline toast for about 1.5 s', async ({ page, context, origin, expectConsoleError }) => {
    expectLateChunksOffline(expectConsoleError);
    await page.goto(`${origin()}/m/home`);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await lobbyLoaded(page);
    await context.setOffline(true);
    const toast = page.locator('.toast', { hasText: 'You are offline. Check your connection.' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 3_000 });
    await context.setOffline(false);
  });

  test('back online with a failing ping shows network unstable', async ({ page, context, origin, control, wpsRequests, expectConsoleError }) => {
    expectLateChunksOffline(expectConsoleError);
    expectConsoleError(failedToLoad(503), 'the scenario answers the ping 503', { at: /\/wps\/system\/test\/ping\b/ });
    await page.goto(`${origin()}/m/home`);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await lobbyLoaded(page);
    await control('scenario', { merchant: 'LVN', set: { status: { '/wps/system/test/ping': 503 } } });
    await context.setOffline(true);
    await expect(page.locator('.toast', { hasText: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.locator('.toast', { hasText: 'The network is unstable. Check your connection.' })).toBeVisible();
    const ping = wpsRequests.find((r) => r.url().includes('/wps/system/test/ping'));
    expect((await ping!.allHeaders()).merchant).toBe('LVN');
  });

  test('back online with a good line says nothing more', async ({ page, context, origin, wpsRequests, expectConsoleError }) => {
    expectLateChunksOffline(expectConsoleError);
    await watchAppCalls(page);
    await page.goto(`${origin()}/m/home`);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await lobbyLoaded(page);
    await context.setOffline(true);
    // The watch is listening once it has said so (it mounts just after the first paint).
    await expect(page.locator('.toast', { hasText: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await expect.poll(() => wpsRequests.filter((r) => r.url().includes('/wps/system/test/ping')).length).toBe(1);
    // The app has handled the ping's answer (check-line.ts: a toast it calls for is up by then). Read
    // once, not awaited: a retrying toHaveCount(0) would also pass on a toast that has come and gone (1.5 s).
    await appCallsHandled(page, '/wps/system/test/ping');
    expect(await page.locator('.toast', { hasText: 'unstable' }).count()).toBe(0);
    // Every call of the http layer (api.call) goes with credentials (lib/http/exchange.ts); the ping
    // is a bare request of its own (flows/network/ping-server.ts) and is left out.
    const apiCalls = (await ownOriginCalls(page)).filter((c) => c.path.startsWith('/wps/') && c.path !== '/wps/system/test/ping');
    expect(apiCalls.map((c) => c.path)).toEqual(expect.arrayContaining(['/wps/system/status', '/wps/relay/GCSGAME_newGameVendor']));
    expect(apiCalls.filter((c) => !c.withCredentials)).toEqual([]);
    // A call whose row names no time-out of its own gets the request layer's 30 s (lib/http/exchange.ts).
    expect(apiCalls.find((c) => c.path === '/wps/relay/GCSGAME_newGameVendor')!.timeout).toBe(30_000);
    // The page is alive; the same steps with a failing ping say unstable (the test above).
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('a call the server holds past its time-out says the request timed out', async ({ page, origin, control, sandbox }) => {
    // The member centre's member-info call (its row asks for the dialog) is held by the server. Its
    // time-out is the XMLHttpRequest's own, on the browser's clock, not the page's: the page notes
    // what the app set at send() and shortens it to 300 ms, so the time-out comes without a 30 s wait.
    await control('scenario', { merchant: 'LVN', set: { stall: { '/wps/member/info': true } } });
    const token = await sandboxToken(sandbox, 'LVN');
    await page.addInitScript((t) => {
      sessionStorage.setItem('session-info', JSON.stringify({ id: '1', token: t, merchantCode: 'LVN', userName: 'demo', type: 0, firstTimeLogin: false }));
      const set: number[] = [];
      Object.defineProperty(window, '__memberInfoTimeouts', { value: set });
      const urls = new WeakMap<XMLHttpRequest, string>();
      const { open, send } = XMLHttpRequest.prototype;
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
        urls.set(this, String(args[1]));
        return (open as (...a: unknown[]) => void).apply(this, args);
      };
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
        if (urls.get(this)?.includes('/wps/member/info')) {
          set.push(this.timeout);
          this.timeout = 300;
        }
        return send.call(this, body);
      };
    }, token);
    await page.goto(`${origin()}/m/member/home`);
    await expect(page.getByRole('alertdialog')).toContainText('The request timed out. Please try again.');
    // A GET gets one more attempt after a time-out: every attempt went with the request layer's 30 s.
    const timeouts = await page.evaluate(() => (window as unknown as { __memberInfoTimeouts: number[] }).__memberInfoTimeouts);
    expect(timeouts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(timeouts)).toEqual(new Set([30_000]));
    await control('scenario', { merchant: 'LVN', set: { stall: null } });
  });

  test('a call that gets no answer makes the app ping; a failing ping says network unstable', async ({ page, origin, control, expectConsoleError }) => {
    expectConsoleError(failedToLoad('net::ERR_CONNECTION_FAILED'), 'the test aborts the game-vendor call', { at: /\/wps\/relay\/GCSGAME_newGameVendor\b/ });
    expectConsoleError(failedToLoad(502), 'the scenario answers the ping 502', { at: /\/wps\/system\/test\/ping\b/ });
    await control('scenario', { merchant: 'LVN', set: { status: { '/wps/system/test/ping': 502 } } });
    await page.route('**/wps/relay/GCSGAME_newGameVendor**', (route) => route.abort('connectionfailed'));
    await page.goto(`${origin()}/m/home`);
    await expect(page.locator('.toast', { hasText: 'The network is unstable.' })).toBeVisible();
  });
});
