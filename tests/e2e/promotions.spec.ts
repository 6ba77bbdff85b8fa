import type { Page } from '@playwright/test';
import { expect, recordedCalls, sandboxToken, test } from './support/fixtures';

/**
 * The promotion pages in real Chromium on the sandbox: every promotion's go-to button lands on
 * its target (the manifest's promotion → route map) on two merchants, and is hidden where the
 * rules say; the reward centre with REWCEN3 on and off; the benefits and referral pages on sandbox
 * data, copy and share; a failed load keeps the page and retries; a promotion's HTML description
 * through the sanitizer, its chunk fetched only for a promotion that has one.
 */
const TARGETS: Record<string, string> = {
  LOGIN: '/m/activity/signIn', REGISTER: '/m/activity/noviceTask', SAVIOR: '/m/activity/rescue',
  DEPOSIT: '/m/voucherCenter', FIRST_DEPOSIT: '/m/voucherCenter', SECOND_DEPOSIT: '/m/voucherCenter', THIRD_DEPOSIT: '/m/voucherCenter',
  FOURTH_DEPOSIT: '/m/voucherCenter', FIFTH_DEPOSIT: '/m/voucherCenter', DEPOSIT_COUNT: '/m/voucherCenter', DEPOSIT_BET_BONUS: '/m/voucherCenter',
  REFERRAL: '/m/inviteFriends', MISSION: '/m/leaderBoard', UPGRADE_BONUS: '/m/member/benefits', APP_DOWNLOAD: 'download-handler',
};
const go = (page: Page) => page.getByTestId('promotion-go');

/** The list's cards: each promotion's type and link, as the page shows them. */
async function cards(page: Page): Promise<{ type: string; href: string }[]> {
  const list = page.getByRole('list', { name: 'Promotions' });
  await expect(list.getByRole('link').first()).toBeVisible();
  return list.getByRole('link').evaluateAll((links) => links.map((a) => ({ type: a.getAttribute('data-promotion-type') ?? '', href: a.getAttribute('href') ?? '' })));
}

for (const m of [{ id: 'luckyvn', code: 'LVN' }, { id: 'goldcrest', code: 'GCR' }]) {
  test(`${m.id}: every promotion type's go-to button lands on its target`, async ({ page, origin, sandbox }) => {
    test.setTimeout(120_000);
    await page.goto(`${origin(m.id)}/m/activity?token=${await sandboxToken(sandbox, m.code)}`);
    const list = await cards(page);
    expect(list.map((c) => c.type).sort()).toEqual(Object.keys(TARGETS).sort());
    // Every card has its picture from the image CDN, at its own size.
    const img = page.getByRole('list', { name: 'Promotions' }).locator('img').first();
    await expect(img).toHaveAttribute('src', /^http:\/\/cdn-[ab]\.localhost:\d+\/promotions\/[a-z_]+\.svg$/);
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(780);

    for (const card of list) {
      await page.goto(`${origin(m.id)}${card.href}`);
      await expect(page.getByRole('heading', { name: 'Rules' })).toBeVisible();
      await go(page).click();
      if (TARGETS[card.type] === 'download-handler') {
        // The install flow's download popup: the app-download handler.
        await expect(page.getByRole('dialog', { name: 'Get the app' }).getByRole('button', { name: /Download for Android/ })).toBeVisible();
      } else {
        await expect(page, card.type).toHaveURL((url) => url.pathname === TARGETS[card.type]);
        await expect(page.locator('h1')).toBeVisible();
      }
    }
  });
}

test.describe('go-to button rules', () => {
  test('hidden for type 4, for REFERRAL with type 1, for UPGRADE_BONUS without the benefit flag', async ({ page, origin, sandbox }) => {
    const base = origin('luckyvn');
    let current = '';
    const open = async (token: string, id: number) => {
      // A link's token never replaces a session already in the tab (app/query-token.ts): another
      // player's token needs an empty tab, as on another device.
      if (current && token !== current) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
      current = token;
      await page.goto(`${base}/m/activity?id=${id}&token=${token}`);
      await expect(page.getByRole('heading', { name: 'Rules' })).toBeVisible(); // the promotion is there
    };
    // Type 4: no button on any promotion, though the page shows it.
    const restricted = await sandboxToken(sandbox, 'LVN', 'restricted', 'restricted1');
    for (const id of [503, 506]) {
      await open(restricted, id);
      await expect(go(page)).toHaveCount(0);
    }
    // Type 1: a deposit promotion has its button, the referral one none.
    const one = await sandboxToken(sandbox, 'LVN', 'member1', 'member1234');
    await open(one, 506);
    await expect(go(page)).toBeVisible();
    await open(one, 502);
    await expect(go(page)).toHaveCount(0);
    // No VIP benefit (clubLabel MANUAL): the mission has its button, the upgrade bonus none.
    const novip = await sandboxToken(sandbox, 'LVN', 'novip', 'novip1234');
    await open(novip, 514);
    await expect(go(page)).toBeVisible();
    await open(novip, 515);
    await expect(go(page)).toHaveCount(0);
    // The same promotions do have it for the demo player (type 0, benefits on).
    const demo = await sandboxToken(sandbox, 'LVN');
    await open(demo, 515);
    await expect(go(page)).toBeVisible();
    await open(demo, 502);
    await expect(go(page)).toBeVisible();
  });

  test('a visitor on a public promotions page (goldcrest) sees the promotion and a login that comes back to it', async ({ page, origin }) => {
    await page.goto(`${origin('goldcrest')}/m/home`);
    await page.goto(`${origin('goldcrest')}/m/activity?linkageType=P&linkage=503`); // a P banner's parameters
    await expect(page.getByRole('heading', { name: 'Daily sign-in rewards', level: 2 })).toBeVisible();
    await expect(go(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Log in to take part' }).click();
    await expect(page).toHaveURL(/\/m\/login\?returnTo=%2Fm%2Factivity%3Fid%3D503$/);
  });

  test('an unknown promotion says so and leads to the list; a failed list keeps the page and retries', async ({ page, origin, sandbox, control, expectConsoleError }) => {
    expectConsoleError(/status of 500/, 'the promotion list answers 500 on purpose (scenario status)', { at: /MCSFE_getPromotionList/ });
    const token = await sandboxToken(sandbox, 'LVN');
    await page.goto(`${origin('luckyvn')}/m/activity?id=999&token=${token}`);
    await expect(page.getByText('This promotion has ended or does not exist.')).toBeVisible();
    await control('scenario', { merchant: 'LVN', set: { status: { '/wps/relay/MCSFE_getPromotionList': 500 } } });
    await page.getByRole('link', { name: 'All promotions' }).click();
    await expect(page.getByRole('alert')).toContainText('The promotions could not be loaded.');
    await control('scenario', { merchant: 'LVN', set: { status: null } });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('list', { name: 'Promotions' }).getByRole('link')).toHaveCount(15);
    await control('scenario', { merchant: 'LVN', set: { promotions: { list: 'empty' } } });
    await page.reload();
    await expect(page.getByText('No promotions right now. Check back soon.')).toBeVisible();
  });
});

test.describe('a promotion\'s description (server HTML)', () => {
  const SANITIZER_CHUNK = /\/assets\/promotion-content-[^/]*\.js$/;

  // goldcrest's promotions page is public: a visitor reads it.
  test('shows sanitized, its in-app link stays in the app; the sanitizer is fetched only for a promotion that has one', async ({ page, origin }) => {
    const chunks: string[] = [];
    page.on('request', (r) => SANITIZER_CHUNK.test(r.url()) && chunks.push(r.url()));
    await page.goto(`${origin('goldcrest')}/m/activity?id=503`);
    await expect(page.getByRole('heading', { name: 'Rules' })).toBeVisible();
    await expect(page.getByTestId('promotion-content')).toHaveCount(0);
    await page.getByRole('link', { name: 'All promotions' }).click();
    await expect(page.getByRole('list', { name: 'Promotions' }).getByRole('link')).toHaveCount(15);
    expect(chunks).toEqual([]);

    await page.getByRole('list', { name: 'Promotions' }).locator('[data-promotion-type="REFERRAL"]').click();
    const content = page.getByTestId('promotion-content');
    await expect(content.getByRole('heading', { name: 'How it works' })).toBeVisible();
    expect(chunks).toHaveLength(1);
    await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
    await content.getByRole('link', { name: 'invite page' }).click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test('a hostile description renders with nothing active: no script, handler, javascript: URL, SVG script or form', async ({ page, origin, control }) => {
    await control('scenario', { merchant: 'GCR', set: { promotions: { content: 'hostile' } } });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${origin('goldcrest')}/m/activity?id=503`);
    const content = page.getByTestId('promotion-content');
    await expect(content.getByText('Safe text stays.')).toBeVisible();
    await expect(content.locator('script, svg, iframe, form, input, button, style')).toHaveCount(0);
    expect(await content.evaluate((el) => [...el.querySelectorAll('*')].flatMap((n) => [...n.attributes].map((a) => a.name)).filter((n) => n.startsWith('on')))).toEqual([]);
    const link = content.getByText('Tap for a prize');
    expect(await link.getAttribute('href')).toBeNull();
    // The details' toggle event comes in a task after the tap: a listener added now runs after any
    // handler the HTML brought (an ontoggle alert would have been raised and recorded by then).
    const details = content.locator('details');
    await details.evaluate((el) => el.addEventListener('toggle', () => ((window as { __toggled?: boolean }).__toggled = true), { once: true }));
    await link.click();
    await content.locator('summary').click();
    await page.waitForFunction(() => (window as { __toggled?: boolean }).__toggled === true);
    expect(await page.evaluate(() => (window as { __popupPwned?: string }).__popupPwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page).toHaveURL(/\/m\/activity\?id=503$/);
  });
});

test.describe('reward centre', () => {
  test('on (siamspin): entries with counts lead to their pages; the bottom bar has it', async ({ page, origin, sandbox }) => {
    await page.goto(`${origin('siamspin')}/m/rewardCenter?token=${await sandboxToken(sandbox, 'SSP')}`);
    const app = page.getByRole('link', { name: /App download bonus/ });
    await expect(app).toBeVisible();
    await expect(page.getByRole('link', { name: /Invite friends/ }).getByLabel('Available: 1')).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Reward centre' })).toBeVisible();
    await page.getByRole('link', { name: /Invite friends/ }).click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
    await page.goBack();
    await app.click();
    await expect(page).toHaveURL(/\/m\/activity\?id=501$/);
  });

  test('off (REWCEN3 off on siamspin): no entry leads there, opening it says so with a way home, no promotions call', async ({ page, origin, sandbox, control }) => {
    await control('scenario', { merchant: 'SSP', set: { flags: { REWCEN3: false } } });
    await page.goto(`${origin('siamspin')}/m/home?token=${await sandboxToken(sandbox, 'SSP')}`);
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible(); // the bar is there
    await expect(nav.getByRole('link', { name: 'Reward centre' })).toHaveCount(0);
    await page.goto(`${origin('siamspin')}/m/rewardCenter`);
    await expect(page.getByText('The reward centre is not offered on this site.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await recordedCalls(control, '/wps/relay/MCSFE_getMerchantAvailablePromotions', 'SSP')).toHaveLength(0);
  });
});

test.describe('benefits and invite pages', () => {
  test('benefits: every VIP level with what it gives, the player\'s own marked (after a slow answer)', async ({ page, origin, sandbox, control }) => {
    await control('scenario', { merchant: 'LVN', set: { delayMs: { '/wps/relay/MCSFE_getVipLevels': 1500 } } });
    await page.goto(`${origin('luckyvn')}/m/member/benefits?token=${await sandboxToken(sandbox, 'LVN')}`);
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible(); // the slow call: a spinner, then the page
    const levels = page.getByRole('list', { name: 'VIP benefits' }).getByRole('listitem');
    await expect(levels).toHaveCount(6);
    const mine = page.locator('.vip-level[aria-current="true"]');
    await expect(mine).toHaveCount(1);
    await expect(mine.getByRole('heading')).toContainText('VIP 1 Bronze');
    await expect(mine).toContainText('You');
    await expect(mine).toContainText('₫35,000'); // the upgrade bonus, in dong, in the player's (English) locale
    await expect(page.getByText('Your level: VIP 1 Bronze')).toBeVisible();
  });

  test('invite: the member\'s code, link and invited count; copy and share', async ({ page, context, origin, sandbox }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin('luckyvn') });
    // A browser with no share sheet: share copies the link.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    const token = await sandboxToken(sandbox, 'LVN');
    await page.goto(`${origin('luckyvn')}/m/inviteFriends?token=${token}`);
    const code = page.getByTestId('referral-code');
    await expect(code).toHaveText(/^LVN\d+$/);
    const link = `${origin('luckyvn')}/m/register?r=${await code.textContent()}`;
    await expect(page.getByTestId('referral-link')).toHaveText(link);
    await expect(page.getByTestId('invited-count')).toHaveText(/^\d+$/);
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // A browser with one: share hands it the link.
    const shared = await context.newPage();
    await shared.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: (data: unknown) => ((window as unknown as { shared: unknown[] }).shared ??= []).push(data) && Promise.resolve() });
    });
    await shared.goto(`${origin('luckyvn')}/m/inviteFriends?token=${token}`); // a new tab: a session of its own
    await shared.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => shared.evaluate(() => (window as unknown as { shared?: { url: string }[] }).shared?.[0]?.url)).toBe(link);
  });

  test('invite is public: a visitor gets the site link and a login for a code of their own', async ({ page, origin }) => {
    await page.goto(`${origin('luckyvn')}/m/inviteFriends`);
    await expect(page.getByTestId('referral-link')).toHaveText(`${origin('luckyvn')}/m/register`);
    await expect(page.getByTestId('referral-code')).toHaveCount(0);
    await expect(page.getByTestId('invited-count')).toHaveCount(0);
    await page.getByRole('link', { name: 'Log in to get your own code' }).click();
    await expect(page).toHaveURL(/\/m\/login\?returnTo=%2Fm%2FinviteFriends$/);
  });
});
