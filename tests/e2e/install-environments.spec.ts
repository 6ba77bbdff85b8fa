import { expect, recordedCalls, test } from './support/fixtures';
import { recordStorageReads, valuesRead } from './support/storage-reads';

/**
 * How the app was opened (lib/device.ts): from the home screen (an installed web app, iOS's
 * navigator.standalone or the display mode standalone; a web clip, opened once with ?webclip=1) or
 * inside the native app shell (AppShell/<version> in the user agent). None of them gets the
 * download bar or the add-to-home-screen prompt, and each says which it is on the login call
 * (the Device header; a plain browser tab sends none: install-download.spec.ts, an iPhone
 * home-screen app PWA: login.spec.ts). One context, a tab per environment: the user agent and the
 * display mode as the page's scripts read them (the app reads nothing else of either).
 */
const UA = {
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  nativeApp: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 AppShell/2.5.0',
};
interface Environment { name: string; userAgent: string; standalone?: 'navigator' | 'display-mode'; query?: string; device: string | undefined }
const ENVIRONMENTS: Environment[] = [
  { name: 'iPad home-screen app', userAgent: UA.ipad, standalone: 'navigator', device: 'IPAD' },
  { name: 'Android installed web app', userAgent: UA.android, standalone: 'display-mode', device: 'PWA-Android' },
  { name: 'web clip', userAgent: UA.iphone, query: '?webclip=1', device: 'WEBCLIP' },
  { name: 'native app', userAgent: UA.nativeApp, query: '?upgradeable=false', device: undefined },
];
/** The first prompt of a page view on a public home waits this long (install-prompt.spec.ts). */
const INITIAL_AUTO_MS = 2000;
const MODALS_CHUNK = /\/assets\/install-modals-[^/]*\.js$/;

test('installed or in the native app: no download bar, no install prompt, and the login names the environment (Device)', async ({ context, origin, control }) => {
  // Lucky VN: a public home with the download bar; the prompt on too, so the install flow mounts
  // its prompt host (which loads the modals' chunk) in the same render as the bar.
  await control('scenario', { merchant: 'LVN', set: { flags: { A2HS3: true } } });
  await recordStorageReads(context);
  await context.clock.install();
  for (const env of ENVIRONMENTS) {
    const tab = await context.newPage();
    await tab.addInitScript(({ userAgent, standalone }) => {
      Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => userAgent });
      if (standalone === 'navigator') Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true });
      if (standalone === 'display-mode') {
        // What Chromium answers in an installed app's window (Playwright cannot emulate the display mode).
        const matchMedia = window.matchMedia.bind(window);
        window.matchMedia = (query: string) => (/display-mode:\s*standalone/.test(query)
          ? { matches: true, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false } as MediaQueryList
          : matchMedia(query));
      }
    }, { userAgent: env.userAgent, standalone: env.standalone });
    const modals = tab.waitForResponse(MODALS_CHUNK);
    await tab.goto(`${origin()}/m/home${env.query ?? ''}`);
    await expect(tab.getByRole('link', { name: 'Log in' }).first(), env.name).toBeVisible();
    await modals; // the install flow's part has rendered: a bar it would show is on the page now
    await expect(tab.getByRole('complementary', { name: 'Get our app' }), env.name).toHaveCount(0);
    // The prompt has read its memory (its rules decided, with the device), so it does not wait.
    await expect.poll(async () => (await valuesRead(tab, 'a2hs-close-count')).length, { message: env.name }).toBeGreaterThan(0);
    await tab.clock.fastForward(INITIAL_AUTO_MS);
    // A prompt that came now would still fetch its texts and its chunk: once the page is quiet, it would be up.
    await tab.waitForLoadState('networkidle');
    expect(await tab.getByRole('dialog', { name: /^Install / }).count(), env.name).toBe(0);

    await tab.getByRole('link', { name: 'Log in' }).first().click();
    await tab.locator('input[name="username"]').fill('demo');
    await tab.locator('input[name="password"]').fill('demo1234');
    await tab.locator('form button[type="submit"]').click();
    await expect(tab, env.name).toHaveURL(/\/m\/home$/);
    expect((await recordedCalls(control, '/wps/session/login')).at(-1)!.headers.device, env.name).toBe(env.device);
    // The next tab starts afresh: no web clip mark, mirrored session or remembered login.
    await tab.evaluate(() => localStorage.clear());
    await tab.close();
  }
});
