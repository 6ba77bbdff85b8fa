import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The add-to-home-screen prompt on iPhones (src/flows/install/prompt/install-prompt-host.tsx): the
 * modal's iOS footer (the configuration-profile download when the merchant offers one, else the
 * Safari hints), the profile's confirm sheet and what its download says for each iOS version and
 * browser, and the two-step iOS guide behind the web-app button. Lucky VN (public home, a
 * MOBILECONFIG link in its manifest) gets A2HS3 from the sandbox; the profile host is answered
 * here, so nothing leaves the machine. The prompt comes 2 s after the page is ready, on the page's
 * clock, which each test moves on (install-prompt.spec.ts holds the delays themselves).
 */
/** The first prompt's wait on a public home (install-prompt-rules.ts initialAutoMs). */
const INITIAL_AUTO_MS = 2000;
const UA = {
  safari: (v: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${v.replace('_', '.')} Mobile/15E148 Safari/604.1`,
  chrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  facebook: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/446.0.0.27.109;FBBV/0;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.2;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/5]',
};
const PROFILE = 'https://download.luckyvn.example/app/luckyvn.mobileconfig';
const TEXT = {
  hint: 'In Safari, tap Share, then “Add to Home Screen”.',
  profileButton: 'Install with a configuration profile',
  step1: 'Tap the Share button in Safari’s toolbar (the square with an arrow pointing up).',
  step2: 'Scroll down, tap “Add to Home Screen”, then tap “Add”.',
  safariRequired: 'Please use Safari to download the app: copy this page’s address and open it in Safari.',
  ios17Tips: 'After downloading the profile, open Settings › General › VPN & Device Management, tap the profile and tap “Install”.',
  gotoSetting: 'After downloading the profile, open Settings, tap “Profile Downloaded” near the top and tap “Install”.',
};

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Install Lucky VN' });
const footer = (page: Page) => prompt(page).locator('footer');
const guide = (page: Page) => page.getByRole('dialog', { name: 'Add to home screen' });
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Install on iPhone' });

/** An iPhone on Lucky VN's home with the prompt open; the profile host answered as a download. */
async function iphoneWithPrompt(browser: Browser, url: string, userAgent: string): Promise<{ iphone: BrowserContext; page: Page; hits: string[] }> {
  const iphone = await browser.newContext({ userAgent, viewport: { width: 390, height: 844 } });
  const hits: string[] = [];
  await iphone.route(/^https:\/\/download\.luckyvn\.example\//, (route) => {
    hits.push(route.request().url());
    return route.fulfill({ contentType: 'application/octet-stream', headers: { 'content-disposition': 'attachment' }, body: 'profile' });
  });
  await iphone.clock.install();
  const page = await iphone.newPage();
  await promptOn(page, url);
  return { iphone, page, hits };
}

/**
 * Opens `url` and brings the prompt up: once its wait has started (`<html data-install-prompt="armed">`),
 * the page's clock jumps the 2 s instead of the test waiting them.
 */
async function promptOn(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-install-prompt', 'armed');
  await page.clock.fastForward(INITIAL_AUTO_MS);
  await expect(prompt(page)).toBeVisible();
}

test.describe('iPhone add-to-home-screen prompt', () => {
  test.beforeEach(async ({ control, declareStandIn }) => {
    await control('scenario', { merchant: 'LVN', set: { flags: { A2HS3: true } } });
    declareStandIn(/^GET https:\/\/download\.luckyvn\.example\/app\/luckyvn\.mobileconfig$/, "Lucky VN's profile host, answered by the test's context.route as a download");
  });

  test('Safari 17: the footer offers the profile; Cancel goes back, Agree downloads it and shows the iOS 17 tips', async ({ browser, origin }) => {
    const { iphone, page, hits } = await iphoneWithPrompt(browser, `${origin()}/m/home`, UA.safari('17_2'));
    await expect(footer(page).getByRole('button', { name: TEXT.profileButton })).toBeVisible();
    await expect(footer(page)).not.toContainText(TEXT.hint); // the profile replaces the Safari hints
    await footer(page).getByRole('button', { name: TEXT.profileButton }).click();
    await expect(sheet(page)).toContainText('Safari will download a profile that adds Lucky VN to your home screen.');
    await sheet(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt(page)).toBeVisible();
    expect(hits).toEqual([]);

    await footer(page).getByRole('button', { name: TEXT.profileButton }).click();
    await sheet(page).getByRole('button', { name: 'Agree' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(TEXT.ios17Tips);
    expect(hits).toEqual([PROFILE]);
    await expect(prompt(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('a2hs-skipped'))).toBe('1');
    await iphone.close();
  });

  test('Safari 15: the profile downloads, and coming back to the page says to open Settings', async ({ browser, origin }) => {
    const { iphone, page, hits } = await iphoneWithPrompt(browser, `${origin()}/m/home`, UA.safari('15_6'));
    await footer(page).getByRole('button', { name: TEXT.profileButton }).click();
    await sheet(page).getByRole('button', { name: 'Agree' }).click();
    await expect.poll(() => hits).toEqual([PROFILE]);
    // The tips wait for the page to be left (iOS's profile dialog) and come back.
    await expect(page.getByText(TEXT.ios17Tips)).toHaveCount(0);
    await page.evaluate(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    await expect(page.getByRole('alertdialog')).toContainText(TEXT.gotoSetting);
    await iphone.close();
  });

  for (const [browserName, userAgent] of [['Chrome (CriOS)', UA.chrome], ['the Facebook in-app browser', UA.facebook]] as const) {
    test(`${browserName}: the profile is refused with the Safari message; the guide says Safari is needed`, async ({ browser, origin }) => {
      const { iphone, page, hits } = await iphoneWithPrompt(browser, `${origin()}/m/home`, userAgent);
      await footer(page).getByRole('button', { name: TEXT.profileButton }).click();
      await sheet(page).getByRole('button', { name: 'Agree' }).click();
      await expect(page.getByRole('alertdialog')).toContainText(TEXT.safariRequired);
      expect(hits).toEqual([]);
      await page.getByRole('alertdialog').getByRole('button').click();

      // Another session: the web-app button opens the iOS guide, headed by the Safari notice.
      const tab = await iphone.newPage();
      await promptOn(tab, `${origin()}/m/home`);
      await prompt(tab).getByRole('button', { name: 'Add to home screen' }).click();
      await expect(guide(tab).getByRole('alert')).toHaveText(TEXT.safariRequired);
      await expect(guide(tab).locator('li')).toHaveText([`1${TEXT.step1}`, `2${TEXT.step2}`]);
      await iphone.close();
    });
  }

  test('Safari without a profile link: the footer gives the Safari hints; the web-app button opens the two-step iOS guide', async ({ browser, origin, control }) => {
    await control('scenario', { merchant: 'LVN', set: { flags: { A2HS3: true }, statusPatch: { resources: [{ resourceType: 'MOBILECONFIG', url: '' }] } } });
    const { iphone, page, hits } = await iphoneWithPrompt(browser, `${origin()}/m/home`, UA.safari('17_2'));
    await expect(footer(page)).toHaveText(TEXT.hint);
    await expect(footer(page).getByRole('button')).toHaveCount(0); // no profile to offer
    await prompt(page).getByRole('button', { name: 'Add to home screen' }).click();
    await expect(guide(page).locator('li')).toHaveText([`1${TEXT.step1}`, `2${TEXT.step2}`]);
    await expect(guide(page).getByRole('alert')).toHaveCount(0); // Safari: no "use Safari" notice
    await guide(page).getByRole('button', { name: 'Got it' }).click();
    await expect(guide(page)).toHaveCount(0);
    expect(await page.evaluate(() => [sessionStorage.getItem('a2hs-skipped'), localStorage.getItem('a2hs-close-count')])).toEqual(['1', null]);
    expect(hits).toEqual([]);
    await iphone.close();
  });

  test('a desktop browser gets no iOS footer and the browser-menu guide', async ({ page, origin }) => {
    await page.goto(`${origin()}/m/home`);
    await expect(prompt(page)).toBeVisible({ timeout: 10_000 });
    await expect(prompt(page).getByRole('button', { name: 'Continue in the browser' })).toBeVisible();
    await expect(footer(page)).toHaveCount(0);
    await prompt(page).getByRole('button', { name: 'Add to home screen' }).click();
    await expect(guide(page).locator('li')).toHaveText(['1Open your browser’s menu (⋮ or ☰).', '2Choose “Install app” or “Add to Home screen”, then confirm.']);
  });
});
