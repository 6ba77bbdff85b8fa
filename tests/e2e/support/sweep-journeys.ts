import type { BrowserContext, Page } from '@playwright/test';
import type { RunningSandbox } from '../../../sandbox/server';
import { expect } from './fixtures';
import type { Role, SurfaceResult, SweepManifest } from './surfaces';

/**
 * The sweep's journeys (tests/e2e/sweep.spec.ts): each brings up overlays and screen states the
 * routes alone never show, through the sandbox's switches, and checks each where it stands.
 */

/** What a sweep test works with. */
export interface Sweep {
  page: Page;
  context: BrowserContext;
  m: SweepManifest;
  language: string;
  site: string;
  sandbox: RunningSandbox;
  control: (path: string, body?: unknown) => Promise<unknown>;
  expectConsoleError: (pattern: RegExp, reason: string) => void;
  results: SurfaceResult[];
}

const END = 1_900_000_000_000;

const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  androidApp: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 AppShell/2.5.0',
};

// ——— Overlays and screen states ———

/**
 * A journey brings up one or more overlays (or screen states) in one page load and checks each
 * where it stands: `at(surface, scope)` checks what is on screen (scope: the overlay's element,
 * to which axe, the layout and the tap-target checks are limited; null: the whole page).
 */
export type At = (surface: string, scope: string | null) => Promise<void>;
export interface Journey {
  name: string;
  role: Role;
  userAgent?: string;
  /** Needs the full browser, not the headless shell (support/chromium.ts). */
  fullBrowser?: boolean;
  /** Needs the app's service worker (off in every other test: playwright.config.ts). */
  serviceWorker?: boolean;
  /** Why this merchant has none of it, or null when it has. */
  missing?: (m: SweepManifest) => string | null;
  run: (s: Sweep, at: At, notHere: (surface: string, why: string) => void) => Promise<void>;
}

const set = (s: Sweep, scenario: Record<string, unknown>) => s.control('scenario', { merchant: s.m.merchantCode, set: scenario });
const visible = async (page: Page, selector: string, timeout = 10_000) => {
  await page.locator(selector).first().waitFor({ state: 'visible', timeout });
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
};
async function passwordLogin(page: Page, username: string, password: string): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}
/** How long after `load` the installable app's start waits (ui/after-paint.ts SETTLE_MS, which flows/pwa waits for). */
const PWA_SETTLE_MS = 4000;
const noBar = (m: SweepManifest) => (m.overlays?.downloadBar?.enabled && Object.values(m.downloadLinks ?? {}).some(Boolean) ? null : 'no download bar (overlays.downloadBar off or no download link)');

export const JOURNEYS: Journey[] = [
  {
    name: 'login: Mobile tab, country picker, second factor (SMS and Email tabs)', role: 'visitor',
    run: async ({ page, site }, at, notHere) => {
      await page.goto(`${site}/m/login`);
      await page.locator('.tabs [role=tab]').nth(1).click();
      await visible(page, 'input[name="verificationCode"]');
      await at('login: Mobile tab (SMS form)', null);
      const picker = page.locator('.country-button:enabled');
      if ((await picker.count()) === 0) notHere('country picker', 'the login form uses the default dialing code (no picker)');
      else {
        await picker.click();
        await visible(page, '.country-sheet');
        await at('country picker', '.country-sheet');
        await page.locator('.country-sheet__close').click();
      }
      await page.locator('.tabs [role=tab]').nth(0).click();
      await passwordLogin(page, 'twofa', 'twofa123');
      await visible(page, '[role=dialog] input[name="verificationCode"]');
      await at('second factor: SMS tab', '[role=dialog]');
      await page.locator('[role=dialog] [role=tab]').nth(1).click();
      await visible(page, '[role=dialog] input[name="email"]');
      await at('second factor: Email tab', '[role=dialog]');
    },
  },
  {
    name: 'register: Mobile number tab; captcha', role: 'visitor',
    run: async (s, at) => {
      await s.page.goto(`${s.site}/m/register`);
      await s.page.locator('[role=tablist] [role=tab]').nth(1).click();
      await visible(s.page, 'input[name="mobileNum"]');
      await at('register: Mobile number tab (SMS form)', null);
      await set(s, { flags: { GEETEST3: true } });
      await s.page.goto(`${s.site}/m/login`);
      await passwordLogin(s.page, 'demo', 'demo1234');
      await visible(s.page, '.geetest-stand-in [role=dialog]');
      await at('captcha', '.geetest-stand-in');
    },
  },
  {
    name: 'maintenance, access denied, domain error', role: 'visitor',
    run: async (s, at) => {
      await set(s, { maintenance: { end: END } });
      await s.page.goto(`${s.site}/m/home`);
      await visible(s.page, '#maintenance-title');
      await at('maintenance', null);
      await set(s, { maintenance: null, regionRestriction: true });
      await s.page.goto(`${s.site}/m/home`);
      await visible(s.page, '[data-testid="client-ip"]');
      await at('access denied (region restriction)', null);
      await set(s, { regionRestriction: null, domainNotAvailable: true });
      await s.page.goto(`${s.site}/m/home`);
      await visible(s.page, '[role=alertdialog]');
      await at('domain error', '[role=alertdialog]');
    },
  },
  {
    name: 'install prompt (add to home screen); alert dialog (session ended)', role: 'member',
    run: async (s, at) => {
      await set(s, { flags: { A2HS3: true }, thresholds: { a2hsMaxCloseTimes: 5, a2hsDepositTimes: -1 } });
      await s.page.goto(`${s.site}/m/home`);
      await visible(s.page, '.a2hs-backdrop [role=dialog]');
      await at('install prompt (add to home screen)', '.a2hs-backdrop [role=dialog]');
      s.expectConsoleError(/status of 401/, 'the sandbox answers member info with 401 on purpose: that ends the session and brings up the alert');
      await set(s, { status: { '/wps/member/info': 401 } });
      await s.page.goto(`${s.site}/m/member/home`);
      await visible(s.page, '[role=alertdialog]');
      await at('alert dialog (session ended)', '[role=alertdialog]');
    },
  },
  {
    // The popups are off in every test (the e2e fixture's scenario popups "none"); on here.
    name: 'announcement popup (first and last slide, forced reading) and welcome images', role: 'member',
    run: async (s, at, notHere) => {
      const { page, site } = s;
      await set(s, { popups: null });
      // The install prompt goes before the announcement in the overlay queue: kept out of the way.
      await page.addInitScript(() => sessionStorage.setItem('a2hs-skipped', '1'));
      await page.clock.install();
      await page.goto(`${site}/m/home`);
      await visible(page, '[data-testid=announcement-popup]');
      await at('announcement popup, first slide', '[data-testid=announcement-popup]');
      await page.getByTestId('popup-next').click();
      // The last slide is in place: the arrow is off (last) and the slide stands where the
      // popup's strip shows a slide (its smooth scroll has ended).
      await expect(page.getByTestId('popup-next')).toBeDisabled();
      await page.waitForFunction(() => {
        const box = document.querySelector('[data-testid=announcement-popup] .popup__slides')?.getBoundingClientRect();
        const slide = document.querySelector('[data-testid=announcement-popup] .popup__slide:not([inert])')?.getBoundingClientRect();
        return Boolean(box && slide && Math.abs(slide.left - box.left) < 1);
      });
      await at('announcement popup, last slide', '[data-testid=announcement-popup]');
      await page.getByTestId('popup-close').click();
      await page.locator('[data-testid=announcement-popup]').waitFor({ state: 'detached' });
      if (!s.m.overlays?.welcome?.enabled) {
        notHere('welcome images', 'overlays.welcome off');
        return;
      }
      await page.clock.fastForward(21_000);
      await visible(page, '[data-testid=welcome-first] img');
      await at('welcome image, first', '[data-testid=welcome-first]');
      await page.getByTestId('welcome-close').click();
      await visible(page, '[data-testid=welcome-second] img');
      await at('welcome image, second', '[data-testid=welcome-second]');
    },
  },
  {
    name: 'update available', role: 'visitor',
    run: async ({ page, site, expectConsoleError }, at) => {
      expectConsoleError(/status of 503/, 'the index.html check is answered 503 on purpose, so the hash rule alone decides');
      // The asset check finds another index.html hash than the stored one, a few seconds after load.
      await page.addInitScript(() => localStorage.setItem('pwa-update-hash', 'sweep-old'));
      await page.route(/\/m\/asset-manifest\.json\?t=\d+$/, (route) => route.fulfill({ json: { files: { 'index.html': 'sweep-new' } } }));
      await page.route(/\/m\/index\.html\?_=\d+$/, (route) => route.fulfill({ status: 503, body: 'busy' }));
      await page.clock.install();
      await page.goto(`${site}/m/login`);
      // The check starts PWA_SETTLE_MS after load, when the browser is idle (at most 2 s later):
      // the page's clock jumps past both rather than waiting for them. A jump fires each timer due
      // once; running the clock through those 6 s instead would also run every animation frame
      // of them, one after another (about 4 CPU-seconds for nothing this check looks at). The app
      // sets that timer when its start-up is done, which may be after `load`: a jump before it
      // fires nothing, and the check then waits its 4 s on the real clock (the test idle).
      await page.waitForFunction(() => Boolean(document.documentElement.dataset.screen));
      await page.clock.fastForward(PWA_SETTLE_MS);
      await page.clock.fastForward(2000);
      await visible(page, '[role=alertdialog]');
      await at('update available', '[role=alertdialog]');
    },
  },
  {
    // On an iPhone the popup offers the profile (a bottom confirm first) and the home-screen guide.
    name: 'download popup, bottom confirm, iOS guide (iPhone)', role: 'member', userAgent: UA.iphoneSafari, missing: noBar,
    run: async ({ page, site, m }, at, notHere) => {
      await page.goto(`${site}/m/home`);
      await page.locator('.dlbar__download').click();
      const popup = '[role=dialog]:has(.a2hs-link)';
      await visible(page, popup);
      await at('download popup', popup);
      if (!m.downloadLinks?.MOBILECONFIG) notHere('bottom confirm (profile install)', 'no iPhone profile link (downloadLinks.MOBILECONFIG)');
      else {
        await page.locator('.a2hs-link:has(.a2hs-glyph--MOBILECONFIG)').click();
        await visible(page, '[role=dialog]:has(.a2hs-row)');
        await at('bottom confirm (profile install)', '[role=dialog]:has(.a2hs-row)');
        await page.locator('[role=dialog]:has(.a2hs-row) .a2hs-row > :first-child').click();
        await visible(page, popup);
      }
      await page.locator('.a2hs-link:has(.a2hs-glyph--guide)').click();
      await visible(page, '[role=dialog]:has(.a2hs-steps)');
      await at('iOS guide (add to home screen on iPhone)', '[role=dialog]:has(.a2hs-steps)');
    },
  },
  {
    name: 'app upgrade (inside the native app)', role: 'member', userAgent: UA.androidApp,
    missing: (m) => (m.downloadLinks?.Android ? null : 'no Android app link'),
    run: async ({ page, site }, at) => {
      await page.goto(`${site}/m/home`);
      await visible(page, '.a2hs-backdrop [role=dialog]');
      await at('app upgrade (inside the native app)', '.a2hs-backdrop [role=dialog]');
    },
  },
  {
    name: 'push prompt', role: 'member', fullBrowser: true, serviceWorker: true,
    missing: (m) => (m.firebase ? null : 'no Firebase project (push needs one)'),
    run: async ({ page, context, site }, at) => {
      const cdp = await context.newCDPSession(page);
      const { targetInfo } = await cdp.send('Target.getTargetInfo');
      await cdp.send('Browser.setPermission', { origin: site, permission: { name: 'notifications' }, setting: 'prompt', browserContextId: targetInfo.browserContextId });
      await cdp.detach();
      await page.goto(`${site}/m/home`);
      await visible(page, '.push-card', 25_000);
      await at('push prompt', '.push-card');
    },
  },
  {
    name: 'social sign-in refused (private window)', role: 'visitor',
    missing: (m) => (m.firebase ? null : 'no social sign-in (no Firebase project)'),
    run: async ({ page, site }, at) => {
      // What a Chromium private window reports (social-private.ts: a quota below twice the heap
      // limit). A test context's own quota is a random share of the machine's memory, on either side.
      await page.addInitScript(() => {
        navigator.storage.estimate = async () => ({ quota: 100 * 1024 * 1024, usage: 0 });
      });
      await page.goto(`${site}/m/login`);
      await page.locator('section[aria-label] button').first().click();
      await visible(page, '[role=alertdialog]');
      await at('social sign-in refused (private window)', '[role=alertdialog]');
    },
  },
];
