import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, sandboxToken, test } from './support/fixtures';

/**
 * The download bar, its popup, the /m/appDownload page with its link rules (.ipa, .apk and
 * .mobileconfig open in the same window, others in a new tab; iOS outside Safari is told to use Safari),
 * and the app-upgrade modal, in real Chromium. Downloads go to the manifests' example hosts, which
 * the tests answer themselves (page.route), so nothing leaves the machine.
 */
const UA = {
  iphoneSafari: (v: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${v.replace('_', '.')} Mobile/15E148 Safari/604.1`,
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  androidApp: (version: string) => `Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 AppShell/${version}`,
};

const bar = (page: Page) => page.getByRole('complementary', { name: 'Get our app' });

/** Answers the merchants' download hosts: files as attachments (the page stays), pages as HTML. */
async function fakeDownloads(context: BrowserContext): Promise<string[]> {
  const hits: string[] = [];
  await context.route(/^https:\/\/(download\.(luckyvn|goldcrest)\.example|apps\.apple\.com)\//, (route) => {
    const url = route.request().url();
    hits.push(url);
    const file = /\.(apk|ipa|mobileconfig)$/.test(new URL(url).pathname);
    return route.fulfill(file
      ? { contentType: 'application/octet-stream', headers: { 'content-disposition': 'attachment' }, body: 'file' }
      : { contentType: 'text/html', body: '<title>store</title><p>store page</p>' });
  });
  return hits;
}

async function contextWith(browser: Browser, userAgent: string): Promise<BrowserContext> {
  return browser.newContext({ userAgent, viewport: { width: 390, height: 844 } });
}

// Every test here may tap a download: the hosts fakeDownloads answers are stand-ins.
test.beforeEach(({ declareStandIn }) => {
  declareStandIn(/^GET https:\/\/(download\.(luckyvn|goldcrest)\.example|apps\.apple\.com)\//, "the merchants' download hosts and the App Store, answered by fakeDownloads (context.route)");
});

test.describe('download bar', () => {
  test('shows on home with the rating, closes for the session, and is back in a new session', async ({ context, page, origin }) => {
    await page.goto(`${origin()}/m/home`);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
    await expect(bar(page).getByRole('img', { name: 'App download bonus' })).toHaveCount(0); // REWCEN3 off
    await bar(page).getByRole('button', { name: 'Close the download bar' }).click();
    await expect(bar(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('hideDownloadBar'))).toBe('1');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await expect(bar(page)).toHaveCount(0);

    const next = await context.newPage();
    await next.goto(`${origin()}/m/home`);
    await expect(bar(next)).toBeVisible();
  });

  test('has no bar without a download link, nor in an installed app', async ({ browser, page, origin, control }) => {
    await control('scenario', { merchant: 'LVN', set: { statusPatch: { resources: ['Android', 'IOS', 'MOBILECONFIG'].map((resourceType) => ({ resourceType, url: '' })) } } });
    await page.goto(`${origin()}/m/home`);
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    // The install overlays have decided, and with no link there is nothing to load (install-overlays.tsx).
    await expect(page.locator('html')).toHaveAttribute('data-install', 'none');
    await expect(bar(page)).toHaveCount(0);

    await control('scenario', { merchant: 'LVN', set: { statusPatch: null } });
    await page.reload();
    await expect(bar(page)).toBeVisible(); // the same page, with its links back, has the bar
    const app = await contextWith(browser, UA.androidApp('2.5.0'));
    const inApp = await app.newPage();
    await inApp.goto(`${origin()}/m/home?upgradeable=false`);
    await expect(inApp.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    // The upgrade modal has decided (app-upgrade-host.tsx), inside the install overlays' part that
    // would have shown the bar along with it (install-shell.tsx).
    await expect(inApp.locator('html')).toHaveAttribute('data-app-upgrade', 'hidden');
    await expect(bar(inApp)).toHaveCount(0);
    await app.close();
  });

  test('the gift shows with the app-download bonus; the popup leads to the promotion', async ({ page, origin, control, sandbox }) => {
    await control('scenario', { merchant: 'LVN', set: { flags: { REWCEN3: true } } });
    // A member: the promotions page is for members on Lucky VN.
    await page.goto(`${origin()}/m/home?token=${await sandboxToken(sandbox, 'LVN')}`);
    await expect(bar(page).getByRole('img', { name: 'App download bonus' })).toBeVisible();
    // The popup asks for its announcements with the category the contract gives them, and shows them.
    const notesCall = page.waitForRequest((r) => r.url().includes('/wps/relay/MCSFE_getListAnnouncements?') && new URL(r.url()).searchParams.get('category') === 'app_download');
    await bar(page).getByRole('button', { name: 'Download', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    expect(Object.fromEntries(new URL((await notesCall).url()).searchParams)).toEqual({ types: 'PR', platform: 'M', category: 'app_download' });
    await expect(popup.getByText('Download the app and receive a bonus.')).toBeVisible();
    await expect(popup.getByRole('button', { name: /Download for Android/ })).toBeVisible();
    await expect(popup.getByRole('button', { name: /App Store/ })).toBeVisible();
    await expect(popup.getByRole('button', { name: /Quick install for iPhone/ })).toBeVisible();
    await expect(popup.getByRole('button', { name: /Add to home screen/ })).toBeVisible();
    await popup.getByRole('button', { name: 'Claim the app download bonus' }).click();
    await expect(page).toHaveURL(/\/m\/activity\?id=501$/);
  });

  test('the popup: Android downloads here, the profile asks first (cancel / agree)', async ({ context, page, origin }) => {
    const hits = await fakeDownloads(context);
    await page.goto(`${origin()}/m/home`);
    await bar(page).getByRole('button', { name: 'Download', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    await popup.getByRole('button', { name: /Quick install for iPhone/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Install on iPhone' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: /Quick install for iPhone/ }).click();
    await confirm.getByRole('button', { name: 'Agree' }).click();
    await expect.poll(() => hits).toContain('https://download.luckyvn.example/app/luckyvn.mobileconfig');
    expect(page.url()).toMatch(/\/m\/home$/);
  });
});

test.describe('/m/appDownload link rules', () => {
  test('a file downloads in this window, a store page opens in a new tab without opener', async ({ context, page, origin, sandbox }) => {
    const hits = await fakeDownloads(context);
    // A real session's token: the app checks a token it is given (the member's rank progress), and ends a session the server does not know.
    const token = await sandboxToken(sandbox, 'LVN');
    await page.goto(`${origin()}/m/appDownload?language=EN&tokens=${token}`);
    await expect(page.getByRole('heading', { name: 'Download Lucky VN' })).toBeVisible();
    expect(new URL(page.url()).search).toBe(''); // language and token taken, then dropped from the address
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('session-info') ?? '{}').token)).toBe(token);

    await page.getByRole('button', { name: 'Download for Android' }).click();
    await expect.poll(() => hits).toContain('https://download.luckyvn.example/app/luckyvn.apk');
    await expect(page).toHaveURL(/\/m\/appDownload$/);

    const [store] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Download on the App Store' }).click()]);
    await store.waitForLoadState();
    expect(store.url()).toBe('https://apps.apple.com/app/id0000000001');
    expect(await store.evaluate(() => window.opener)).toBeNull();
  });

  test('a link the back office points off downloadOrigins opens nothing and says why', async ({ page, origin, control }) => {
    await control('scenario', { merchant: 'LVN', set: { statusPatch: { resources: [{ resourceType: 'Android', url: 'https://evil.example/app.apk' }] } } });
    const leaving: string[] = [];
    page.on('request', (r) => void (r.url().startsWith('https://evil.example') && leaving.push(r.url())));
    await page.goto(`${origin()}/m/appDownload?language=EN`);
    await page.getByRole('button', { name: 'Download for Android' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('This download link cannot be opened here.');
    await expect(page).toHaveURL(/\/m\/appDownload$/);
    expect(leaving).toEqual([]);
  });

  test('iPhone outside Safari: the profile is refused with the Safari message', async ({ browser, origin }) => {
    const iphone = await contextWith(browser, UA.iphoneChrome);
    const hits = await fakeDownloads(iphone);
    const page = await iphone.newPage();
    await page.goto(`${origin()}/m/appDownload?language=EN`);
    await expect(page.getByRole('note')).toContainText('Please use Safari');
    await page.getByRole('button', { name: 'Quick install for iPhone' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Please use Safari to download the app');
    expect(hits).toEqual([]);
    await iphone.close();
  });

  test('iPhone Safari 17: the profile downloads, then the iOS 17 tips', async ({ browser, origin }) => {
    const iphone = await contextWith(browser, UA.iphoneSafari('17_2'));
    const hits = await fakeDownloads(iphone);
    const page = await iphone.newPage();
    await page.goto(`${origin()}/m/appDownload?language=EN`);
    await page.getByRole('button', { name: 'Quick install for iPhone' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('VPN & Device Management');
    expect(hits).toContain('https://download.luckyvn.example/app/luckyvn.mobileconfig');
    await iphone.close();
  });

  test('iPhone Safari 15: after the profile download, coming back says to open Settings', async ({ browser, origin }) => {
    const iphone = await contextWith(browser, UA.iphoneSafari('15_6'));
    const hits = await fakeDownloads(iphone);
    const page = await iphone.newPage();
    await page.goto(`${origin()}/m/appDownload?language=EN`);
    await page.getByRole('button', { name: 'Quick install for iPhone' }).click();
    // The tap has been carried out: tips that come with the download would be up once it is asked for (perform-link-tap.ts).
    await expect.poll(() => hits).toContain('https://download.luckyvn.example/app/luckyvn.mobileconfig');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.evaluate(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    await expect(page.getByRole('alertdialog')).toContainText('Profile Downloaded');
    await iphone.close();
  });

  test('iPhone 12.1: the old-iOS tips come first, the download after confirming them', async ({ browser, origin }) => {
    const iphone = await contextWith(browser, UA.iphoneSafari('12_1'));
    const hits = await fakeDownloads(iphone);
    const page = await iphone.newPage();
    await page.goto(`${origin()}/m/appDownload?language=EN`);
    await page.getByRole('button', { name: 'Quick install for iPhone' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Safari will open Settings');
    expect(hits).toEqual([]);
    await page.getByRole('alertdialog').getByRole('button').click();
    await expect.poll(() => hits).toContain('https://download.luckyvn.example/app/luckyvn.mobileconfig');
    await iphone.close();
  });

  test('inside the native app: 2.4.39 downloads directly, an older app opens a new window', async ({ browser, origin }) => {
    for (const [version, target] of [['2.4.39', 'same'], ['2.4.38', 'new']] as const) {
      const app = await contextWith(browser, UA.androidApp(version));
      const hits = await fakeDownloads(app);
      const page = await app.newPage();
      await page.goto(`${origin()}/m/appDownload?language=EN&upgradeable=false`);
      const opened = app.waitForEvent('page', { timeout: 3000 }).then(() => 'new', () => 'same');
      await page.getByRole('button', { name: 'Download for Android' }).click();
      await expect.poll(() => hits).toContain('https://download.luckyvn.example/app/luckyvn.apk');
      expect(await opened, `app ${version}`).toBe(target);
      await app.close();
    }
  });
});

test.describe('app-upgrade modal', () => {
  const upgrade = (page: Page) => page.getByRole('dialog', { name: 'Update available' });

  test('inside the native app it offers the update; Later closes it for the session', async ({ browser, origin }) => {
    const app = await contextWith(browser, UA.androidApp('2.5.0'));
    const hits = await fakeDownloads(app);
    const page = await app.newPage();
    await page.goto(`${origin()}/m/home?language=EN`);
    await expect(upgrade(page)).toBeVisible();
    await upgrade(page).getByRole('button', { name: 'Update now' }).click();
    await expect.poll(() => hits).toContain('https://download.luckyvn.example/app/luckyvn.apk');
    await upgrade(page).getByRole('button', { name: 'Later' }).click();
    await expect(upgrade(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    // The modal has decided, its texts in (app-upgrade-host.tsx names it on the document).
    await expect(page.locator('html')).toHaveAttribute('data-app-upgrade', 'hidden');
    await expect(upgrade(page)).toHaveCount(0);
    await app.close();
  });

  test('not when the app says upgradeable=false; not closable when mandatory; never in a browser tab', async ({ browser, page, origin, control }) => {
    const app = await contextWith(browser, UA.androidApp('2.5.0'));
    const upToDate = await app.newPage();
    await upToDate.goto(`${origin()}/m/home?language=EN&upgradeable=false`);
    await expect(upToDate.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    // The modal has decided, its texts in (app-upgrade-host.tsx names it on the document).
    await expect(upToDate.locator('html')).toHaveAttribute('data-app-upgrade', 'hidden');
    await expect(upgrade(upToDate)).toHaveCount(0);

    await control('scenario', { merchant: 'LVN', set: { flags: { MANDATORYAPPUPDATES3: true } } });
    const mandatory = await app.newPage();
    await mandatory.goto(`${origin()}/m/home?language=EN&upgradeable=true`);
    await expect(upgrade(mandatory)).toBeVisible();
    await expect(upgrade(mandatory).getByRole('button', { name: 'Later' })).toHaveCount(0);
    await app.close();

    await page.goto(`${origin()}/m/home?language=EN`);
    await expect(bar(page)).toBeVisible();
    await expect(upgrade(page)).toHaveCount(0);
  });
});

test('the login call carries no Device header in a plain browser tab', async ({ page, origin, wpsRequests }) => {
  await page.goto(`${origin()}/m/login`);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const login = wpsRequests.find((r) => r.url().endsWith('/wps/session/login'));
  expect(login).toBeTruthy();
  expect(Object.keys(await login!.allHeaders())).not.toContain('device');
});
