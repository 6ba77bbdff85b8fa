import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { emulatorSmsCode, startAuthEmulator, stopAuthEmulator } from './support/auth-emulator';
import { E2E_CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './support/chromium';
import { expect, failedToLoad, recordedCalls, storedSession, test } from './support/fixtures';

/**
 * Social sign-in for real against the Firebase Auth emulator, started
 * for these tests (support/auth-emulator.ts; they run in one worker, one after another, since the
 * emulator has one fixed port). Lucky VN is on the demo project
 * "demo-luckyvn", so the app connects to the emulator; the sandbox accepts the emulator's ID
 * tokens for that project (sandbox/firebase-token.ts).
 *
 * - A persistent profile: the app refuses social sign-in in private windows, and every ordinary
 *   Playwright context is one.
 * - Google's gapi loader (Firebase's popup channel) cannot be reached here: the test serves its
 *   stand-in (support/gapi-stand-in.js) at the same URL, to the page and to the emulator's iframe.
 */
const GAPI = readFileSync(new URL('./support/gapi-stand-in.js', import.meta.url), 'utf8');

async function withProfile(run: (context: BrowserContext) => Promise<void>, options: { userAgent?: string } = {}): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'm-social-profile-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: HEADLESS_SHELL_PATH, args: E2E_CHROMIUM_ARGS, viewport: { width: 390, height: 844 }, locale: 'en-US', ...options });
  await context.route('https://apis.google.com/js/api.js**', (route) => route.fulfill({ contentType: 'text/javascript', body: GAPI }));
  // The emulator's sign-in page links its styles and widgets from CDNs: refused here as unresolvable.
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) => route.abort('namenotresolved'));
  try {
    await run(context);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Taps a provider's button (Google unless told) on the login page and signs in as a new emulator account with this e-mail (the emulator's own popup). */
async function googleSignIn(context: BrowserContext, loginUrl: string, email: string, button = 'Google'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(loginUrl);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button, exact: true }).click();
  const popup = await popupOpened;
  await popup.getByText('Add new account').click();
  await popup.getByText('Auto-generate user information').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#sign-in').click();
  return page;
}

test.describe('social sign-in through the Firebase Auth emulator', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let emulator: Awaited<ReturnType<typeof startAuthEmulator>> = null;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    emulator = await startAuthEmulator();
  });
  test.afterAll(() => stopAuthEmulator(emulator));
  test.beforeEach(({ declareStandIn, expectConsoleError, expectPageError }) => {
    // Firebase's hidden iframe (the emulator's, 127.0.0.1:9099, inside luckyvn.localhost: another
    // site) reads sessionStorage, which Chromium denies that third-party document here; Firebase
    // then rejects its iframe set-up with no handler. Sign-in goes on through the popup regardless.
    expectPageError(/^SecurityError: Failed to read the 'sessionStorage' property from 'Window': Access is denied for this document\. \[at https:\/\/apis\.google\.com\/js\/api\.js:/, "Firebase's iframe code, loaded by the gapi stand-in in the emulator's cross-site iframe, is denied sessionStorage");
    expectPageError(/^FirebaseError: Firebase: Error \(auth\/internal-error\)\./, "the Firebase SDK's own unhandled rejection of that iframe set-up; the popup sign-in completes without it");
    declareStandIn(/^GET https:\/\/apis\.google\.com\/js\/api\.js\b/, "Google's gapi loader, answered by the stand-in (withProfile's context.route)");
    declareStandIn(/^GET https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, "the emulator sign-in page's CDN styles and widgets, refused by withProfile's context.route");
    expectConsoleError(failedToLoad('net::ERR_NAME_NOT_RESOLVED'), "the emulator sign-in page's CDN files are refused (withProfile)", { at: /^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\// });
  });

  test('Google popup: a new Google user is registered (auto-register on) and lands logged in', async ({ origin, control }) => {
    await control('scenario', { merchant: 'LVN', set: { flags: { FIREBASECREATEACC3: true } } });
    await withProfile(async (context) => {
      const page = await googleSignIn(context, `${origin('luckyvn')}/m/login`, 'lucky.player@example.com');
      await expect(page).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
      expect(await storedSession(page)).toMatchObject({ userName: 'luckyplayer', merchantCode: 'LVN' });
      const calls = await recordedCalls(control, '/wps/member/register/firebase');
      expect(calls.map((c) => c.body)).toEqual([{ firebaseChannel: 'google', firebaseIdToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.$/), login: true, smsTemplate: null }]);
    });
  });

  // Lucky VN's other popup providers (the popup's failures, for every provider, are in social-flow.test.tsx).
  for (const [button, channel, provider, email, userName] of [
    ['Facebook', 'facebook', 'facebook.com', 'face.player@example.com', 'faceplayer'],
    ['X (Twitter)', 'twitter', 'twitter.com', 'tweet.player@example.com', 'tweetplayer'],
    ['LINE', 'line', 'oidc.line', 'line.player@example.com', 'lineplayer'],
  ] as const) {
    test(`${button} popup: a new ${button} user is registered (auto-register on) and lands logged in`, async ({ origin, control }) => {
      await control('scenario', { merchant: 'LVN', set: { flags: { FIREBASECREATEACC3: true } } });
      await withProfile(async (context) => {
        const page = await googleSignIn(context, `${origin('luckyvn')}/m/login`, email, button);
        await expect(page).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
        expect(await storedSession(page)).toMatchObject({ userName, merchantCode: 'LVN' });
        const calls = await recordedCalls(control, '/wps/member/register/firebase');
        expect(calls.map((c) => c.body)).toEqual([{ firebaseChannel: channel, firebaseIdToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.$/), login: true, smsTemplate: null }]);
        // The popup was that provider's: the emulator accepts any provider id, its token names the one used.
        const claims = JSON.parse(Buffer.from(String(calls[0]!.body.firebaseIdToken).split('.')[1]!, 'base64url').toString()) as { firebase?: { sign_in_provider?: string } };
        expect(claims.firebase?.sign_in_provider).toBe(provider);
      });
    });
  }

  test('without auto-register, a new Google user chooses to create an account', async ({ origin }) => {
    await withProfile(async (context) => {
      const page = await googleSignIn(context, `${origin('luckyvn')}/m/login`, 'second.player@example.com');
      const choice = page.getByRole('alertdialog', { name: 'No account for this sign-in yet' });
      await expect(choice).toBeVisible({ timeout: 15_000 });
      await choice.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
      expect(await storedSession(page)).toMatchObject({ userName: 'secondplayer' });
    });
  });

  test('registration closed: a new Google user may only log in to an existing account, even with auto-register on', async ({ origin, control }) => {
    await control('scenario', { merchant: 'LVN', set: { flags: { FIREBASECREATEACC3: true }, registrationClosed: true } });
    await withProfile(async (context) => {
      const page = await googleSignIn(context, `${origin('luckyvn')}/m/login`, 'closed.player@example.com');
      const choice = page.getByRole('alertdialog', { name: 'No account for this sign-in yet' });
      await expect(choice).toBeVisible({ timeout: 15_000 });
      await expect(choice.getByRole('button')).toHaveText(['I have an account']);
      await choice.getByRole('button', { name: 'I have an account' }).click();
      await expect(choice).toBeHidden();
      await expect(page.locator('input[name="username"]')).toBeVisible();
      expect(await recordedCalls(control, '/wps/member/register/firebase')).toEqual([]);
      expect(await storedSession(page)).toBeNull();
    });
  });

  test('phone: the emulator’s SMS code signs the demo member in', async ({ origin, expectConsoleError }) => {
    expectConsoleError(failedToLoad(501), 'the Auth emulator does not implement the reCAPTCHA Enterprise config the SDK asks for first; the SDK goes on without it', { at: /^http:\/\/127\.0\.0\.1:9099\/identitytoolkit\.googleapis\.com\/v2\/recaptchaConfig\?/ });
    expectConsoleError(failedToLoad(400), 'the test first sends a wrong code (000000), which the emulator refuses', { at: /^http:\/\/127\.0\.0\.1:9099\/identitytoolkit\.googleapis\.com\/v1\/accounts:signInWithPhoneNumber\?/ });
    await withProfile(async (context) => {
      const page = await context.newPage();
      await page.goto(`${origin('luckyvn')}/m/login`);
      await page.getByRole('button', { name: 'Phone', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in with your phone' });
      await dialog.getByLabel('Phone number with country code').fill('+84912345678');
      await dialog.getByRole('button', { name: 'Send code' }).click();
      const code = dialog.getByLabel('Code from the SMS');
      await expect(code).toBeVisible({ timeout: 15_000 });
      await code.fill('000000');
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Code: auth/invalid-verification-code');
      await code.fill((await emulatorSmsCode('+84912345678')) ?? 'none');
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
      expect(await storedSession(page)).toMatchObject({ userName: 'demo' });
    });
  });

  test('second factor under the Firebase SMS provider: Firebase sends the code and the verification carries its ID token', async ({ page, origin, control, expectConsoleError }) => {
    expectConsoleError(failedToLoad(501), 'the Auth emulator does not implement the reCAPTCHA Enterprise config the SDK asks for first; the SDK goes on without it', { at: /^http:\/\/127\.0\.0\.1:9099\/identitytoolkit\.googleapis\.com\/v2\/recaptchaConfig\?/ });
    await control('scenario', { merchant: 'LVN', set: { statusPatch: { sms: { provider: 'firebase', apiKey: '' } } } });
    await page.clock.install(); // the submit guard's release, below, runs on the page's clock
    await page.goto(`${origin('luckyvn')}/m/login`);
    await page.locator('input[name="username"]').fill('twofa');
    await page.locator('input[name="password"]').fill('twofa123');
    await page.locator('form button[type="submit"]').click();
    const modal = page.getByRole('dialog');
    await modal.locator('input[name="mobileNum"]').fill('912345670');
    await modal.getByRole('button', { name: 'Send code' }).click();
    // The one-minute countdown of this provider.
    await expect(modal.locator('.sms-code-button')).toHaveText(/Resend in (60|59|58)s/, { timeout: 15_000 });
    // A code Firebase did not send is refused by Firebase, in the modal, with the number kept.
    await modal.locator('input[name="verificationCode"]').fill('000000');
    await modal.getByRole('button', { name: 'Verify' }).click();
    expectConsoleError(failedToLoad(400), 'the test first types a wrong code, which the emulator refuses', { at: /^http:\/\/127\.0\.0\.1:9099\/identitytoolkit\.googleapis\.com\/v1\/accounts:signInWithPhoneNumber\?/ });
    await expect(modal.getByRole('alert')).toContainText('auth/invalid-verification-code');
    await expect(modal.getByRole('alert')).toContainText('The code is not right.');
    await expect(modal.locator('input[name="mobileNum"]')).toHaveValue('912345670');
    // The attempt has ended (the guard's release timer is set as Verify stops being busy); the guard
    // holds a tap for 500 ms after it (ui/use-submit-guard.ts).
    await expect(modal.getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-busy', 'false');
    await page.clock.fastForward(500);
    await modal.locator('input[name="verificationCode"]').fill((await emulatorSmsCode('+84912345670')) ?? 'none');
    await modal.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
    expect(await storedSession(page)).toMatchObject({ userName: 'twofa' });
    const [call] = await recordedCalls(control, '/wps/session/login/verification');
    const verification = call?.body;
    expect(verification).toMatchObject({ method: 'S', mobileNum: '912345670' });
    expect(typeof (verification as { firebaseIdToken?: unknown }).firebaseIdToken).toBe('string');
    expect(verification).not.toHaveProperty('verificationCode');
  });

  test("Google's script comes with a tap on a popup provider only: not with the visit, nor the phone sign-in (Safari, where Firebase would start it early)", async ({ origin, expectConsoleError }) => {
    expectConsoleError(failedToLoad(501), 'the Auth emulator does not implement the reCAPTCHA Enterprise config the SDK asks for first; the SDK goes on without it', { at: /^http:\/\/127\.0\.0\.1:9099\/identitytoolkit\.googleapis\.com\/v2\/recaptchaConfig\?/ });
    // Firebase's popup resolver starts gapi and the helper frame as soon as Auth starts on Safari and
    // mobile browsers (its _shouldInitProactively): this browser says it is Safari (desktop, so the
    // app itself treats it as any desktop browser).
    const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    // Google's hosts, and the emulator's helper frame (the stand-in for the auth domain's).
    const GOOGLE = /^https:\/\/([a-z0-9-]+\.)*(google|googleapis|gstatic|googletagmanager|google-analytics)\.com\/|^http:\/\/127\.0\.0\.1:9099\/emulator\/auth\/iframe/;
    await withProfile(async (context) => {
      const page = await context.newPage();
      const google: string[] = [];
      const firebase: string[] = [];
      page.on('request', (r) => {
        if (GOOGLE.test(r.url())) google.push(r.url());
        if (r.url().startsWith('http://127.0.0.1:9099/')) firebase.push(r.url());
      });
      await page.goto(`${origin('luckyvn')}/m/login`);
      // The page has settled: the tracking flow has run and held the pixels (the login page's fields).
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName('marketing-scripts:held').length)).toBe(1);
      expect(google).toEqual([]);
      expect(firebase).toEqual([]); // nothing of Firebase either until a sign-in button is tapped

      // Phone sign-in: Firebase Auth starts and the emulator sends the code; still nothing of Google's.
      await page.getByRole('button', { name: 'Phone', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in with your phone' });
      await dialog.getByLabel('Phone number with country code').fill('+84912345678');
      await dialog.getByRole('button', { name: 'Send code' }).click();
      await expect(dialog.getByLabel('Code from the SMS')).toBeVisible({ timeout: 15_000 });
      expect(firebase.length).toBeGreaterThan(0);
      expect(google).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // The Google tap: gapi (the stand-in) now, then the helper frame and the popup (the other
      // tests sign in through it; this one ends with the context).
      const popupOpened = page.waitForEvent('popup', { timeout: 15_000 });
      await page.getByRole('button', { name: 'Google', exact: true }).click();
      await popupOpened;
      expect(google[0]).toMatch(/^https:\/\/apis\.google\.com\/js\/api\.js\?onload=/);
    }, { userAgent: SAFARI });
  });

  test('a private window is refused with not_support_incognito, before Firebase loads', async ({ page, origin }) => {
    // What a Chromium private window reports (social-private.ts): a quota below twice the heap limit.
    await page.addInitScript(() => {
      navigator.storage.estimate = async () => ({ quota: 100 * 1024 * 1024, usage: 0 });
    });
    const firebase: string[] = [];
    page.on('request', (r) => void (/identitytoolkit|127\.0\.0\.1:9099|apis\.google\.com/.test(r.url()) && firebase.push(r.url())));
    await page.goto(`${origin('luckyvn')}/m/login`);
    await page.getByRole('button', { name: 'Google' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('does not work in a private window');
    expect(await storedSession(page)).toBeNull();
    expect(firebase).toEqual([]);
  });
});
