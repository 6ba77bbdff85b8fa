import type { Locator, Page } from '@playwright/test';
import type { RunningSandbox } from '../../sandbox/server';
import { expect, failedToLoad, sandboxToken, test } from './support/fixtures';

/**
 * Every modal manages focus (ui/use-modal.ts), in real Chromium: opened the real way, focus is
 * inside it; Tab and Shift+Tab never leave it; Escape closes it where it is closable and does
 * nothing where it must be answered; focus returns to the control that opened it.
 */
interface Ctx {
  page: Page;
  origin: (merchantId?: string) => string;
  control: (path: string, body?: unknown) => Promise<unknown>;
  sandbox: RunningSandbox;
  declareStandIn: (pattern: RegExp, reason: string) => void;
  expectConsoleError: (pattern: RegExp, reason: string, options?: { at?: RegExp }) => void;
}
interface Modal {
  name: string;
  /** Opens it; returns the modal and the control that opened it (null: it opened by itself). */
  open: (ctx: Ctx) => Promise<{ modal: Locator; opener: Locator | null }>;
  escapeCloses: boolean;
}

const login = async (page: Page, origin: string, username: string, password: string) => {
  await page.goto(`${origin}/m/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  const submit = page.locator('form button[type="submit"]');
  await submit.click();
  return submit;
};

const installPrompt = async ({ page, origin, control }: Ctx) => {
  await control('scenario', { merchant: 'LVN', set: { flags: { A2HS3: true } } });
  await page.goto(`${origin()}/m/home`);
  const modal = page.getByRole('dialog', { name: /^Install / });
  await expect(modal).toBeVisible({ timeout: 8000 });
  return modal;
};

const MODALS: Modal[] = [
  {
    name: 'notice (one confirm button): Escape confirms',
    escapeCloses: true,
    open: async ({ page, origin, control }) => {
      // The captcha closed unsolved: "please complete the verification first".
      await control('scenario', { merchant: 'LVN', set: { flags: { GEETEST3: true } } });
      await login(page, origin(), 'demo', 'demo1234');
      await page.getByRole('dialog', { name: 'Verify you are human' }).getByRole('button', { name: 'Close the verification' }).click();
      return { modal: page.getByRole('alertdialog'), opener: null };
    },
  },
  {
    name: 'second factor: Escape cancels',
    escapeCloses: true,
    // "Log in" stays focusable while its call runs (aria-disabled), so focus goes back to it.
    open: async ({ page, origin }) => {
      const submit = await login(page, origin(), 'twofa', 'twofa123');
      return { modal: page.getByRole('dialog'), opener: submit };
    },
  },
  {
    name: 'country picker: Escape closes',
    escapeCloses: true,
    open: async ({ page, origin, control }) => {
      await control('scenario', { merchant: 'LVN', set: { flags: { UPDATEMOBILEICC3: true } } });
      await page.goto(`${origin()}/m/register`);
      await page.getByRole('tab', { name: 'Mobile number' }).click();
      const opener = page.getByRole('button', { name: /^Country code \+84/ });
      await opener.click();
      return { opener, modal: page.getByRole('dialog', { name: 'Choose your country' }) };
    },
  },
  {
    name: 'install prompt: Escape is "continue on H5"',
    escapeCloses: true,
    open: async (ctx) => ({ modal: await installPrompt(ctx), opener: null }),
  },
  {
    name: 'install guide: Escape is "got it"',
    escapeCloses: true,
    open: async (ctx) => {
      await (await installPrompt(ctx)).getByRole('button', { name: 'Add to home screen' }).click();
      return { modal: ctx.page.getByRole('dialog', { name: 'Add to home screen' }), opener: null };
    },
  },
  {
    name: 'download popup: Escape closes',
    escapeCloses: true,
    open: async ({ page, origin, sandbox }) => {
      await page.goto(`${origin()}/m/home?token=${await sandboxToken(sandbox, 'LVN')}`);
      const opener = page.getByRole('complementary', { name: 'Get our app' }).getByRole('button', { name: 'Download', exact: true });
      await opener.click();
      return { opener, modal: page.getByRole('dialog', { name: 'Get the app' }) };
    },
  },
  {
    name: 'update available: Escape is "Later"',
    escapeCloses: true,
    open: async ({ page, origin, expectConsoleError }) => {
      expectConsoleError(failedToLoad(503), 'the test answers the index.html check 503', { at: /\/m\/index\.html\?_=\d+:/ });
      let version = 'one';
      await page.route(/\/m\/asset-manifest\.json\?t=\d+$/, (route) => route.fulfill({ json: { files: { 'index.html': version } } }));
      await page.route(/\/m\/index\.html\?_=\d+$/, (route) => route.fulfill({ status: 503, body: 'busy' }));
      const firstRunEnds = page.waitForResponse(/\/m\/index\.html\?_=\d+$/, { timeout: 15_000 });
      // The first check runs 4 s after the app's start, when the browser is idle (at most 2 s
      // later): the page's clock jumps past both once the app has started and set that timer.
      await page.clock.install();
      await page.goto(`${origin()}/m/home`);
      await page.waitForFunction(() => Boolean(document.documentElement.dataset.screen));
      await page.clock.fastForward(4000);
      await page.clock.fastForward(2000);
      await firstRunEnds;
      version = 'two';
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      return { modal: page.getByRole('alertdialog', { name: 'Notice' }), opener: null };
    },
  },
  {
    name: 'domain not available: must be answered, Escape does nothing',
    escapeCloses: false,
    open: async ({ page, origin, control, declareStandIn, expectConsoleError }) => {
      await control('scenario', { merchant: 'LVN', set: { domainNotAvailable: true } });
      await page.route(/^http:\/\/(m|www)\.luckyvn\.example:\d+\//, (route) => route.abort('namenotresolved'));
      declareStandIn(/^GET http:\/\/(m|www)\.luckyvn\.example:\d+\/wps\/system\/test\/ping\b/, "Lucky VN's public domains in the domain race, answered by page.route as not resolving");
      expectConsoleError(failedToLoad('net::ERR_NAME_NOT_RESOLVED'), 'the pings to the public domains fail (page.route above)', { at: /^http:\/\/(m|www)\.luckyvn\.example:\d+\/wps\/system\/test\/ping\b/ });
      await page.goto(`${origin()}/m/home`);
      return { modal: page.getByRole('alertdialog'), opener: null };
    },
  },
];

const focusInside = (modal: Locator) => modal.evaluate((el) => el.contains(document.activeElement));

for (const entry of MODALS) {
  test(entry.name, async ({ page, origin, control, sandbox, declareStandIn, expectConsoleError }) => {
    const { modal, opener } = await entry.open({ page, origin, control, sandbox, declareStandIn, expectConsoleError });
    await expect(modal).toBeVisible();
    await expect.poll(() => focusInside(modal), { message: 'focus moves into the modal' }).toBe(true);
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press(key);
        expect(await focusInside(modal), `${key} ×${i + 1} stays inside`).toBe(true);
      }
    }
    // Behind the modal nothing is reachable: its owner's page is inert.
    expect(await page.evaluate(() => [...document.querySelectorAll('[inert]')].length)).toBeGreaterThan(0);
    // What the page made of Escape, seen after the modal's own handler (ui/use-modal.ts), which
    // prevents the key's default exactly when it acts on it (a modal without a way out leaves it).
    await page.evaluate(() => addEventListener('keydown', (event) => {
      if (event.key === 'Escape') (window as { escapeTaken?: boolean }).escapeTaken = event.defaultPrevented;
    }));
    await page.keyboard.press('Escape');
    if (!entry.escapeCloses) {
      // The key has been handled (and a close it started rendered): the modal let it pass.
      await expect.poll(() => page.evaluate(() => (window as { escapeTaken?: boolean }).escapeTaken)).toBe(false);
      await expect(modal).toBeVisible();
      expect(await focusInside(modal)).toBe(true);
      return;
    }
    await expect(modal).toHaveCount(0);
    if (opener) await expect(opener).toBeFocused();
    expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
  });
}

test('page metadata: /m/login and /m/register carry their own canonical link, title and description', async ({ page, origin }) => {
  for (const [path, title] of [['/m/login', 'Đăng nhập - Lucky VN'], ['/m/register', 'Đăng ký - Lucky VN']]) {
    await page.goto(`${origin()}${path}`);
    await expect(page).toHaveTitle(title!);
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${new URL(page.url()).origin}${path}`);
    // Written with the canonical link (runtime/page-meta.ts): on localhost a two-segment path is indexed.
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${new URL(page.url()).origin}${path}`);
    await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title!);
  }
});
