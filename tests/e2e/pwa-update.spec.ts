import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { quietPopups } from '../../sandbox/quiet-popups';
import { writeSandboxRoot } from '../../sandbox/sandbox-build';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { precompress } from '../../scripts/deploy/precompress';
import { startNginx } from '../../scripts/deploy/run-nginx';
import { expect, failedToLoad, SERVING, test, type Server } from './support/fixtures';

/**
 * Updates (one automatic reload at most, nobody reloaded without asking): the asset update
 * check and its dialog, the waiting service worker, and a redeploy in the middle of a session.
 * The checks start a few seconds after load (src/flows/pwa/index.ts), hence the longer waits.
 */
const dist = process.env.M_DIST ?? 'dist';
const SETTLED = { timeout: 15_000 };

const dialog = (page: Page) => page.getByRole('alertdialog');
const storedHash = (page: Page) => page.evaluate(() => localStorage.getItem('pwa-update-hash'));
const becomeVisible = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
/** The app scripts of the /m/home shell the worker keeps (src/sw/landing-shells.ts), or null. */
const keptShell = (page: Page) => page.evaluate(async () => {
  const kept = await (await caches.open('m-landing')).match(new URL('/m/home', location.href).href);
  return kept ? /data-app="([^"]*)"/.exec(await kept.text())?.[1] ?? null : null;
});

function countLoads(page: Page): { count: () => number } {
  let loads = 0;
  page.on('load', () => void loads++);
  return { count: () => loads };
}

/** An update check's first request: the member centre's asset manifest (src/flows/pwa/updates/asset-check.ts), which nothing else asks for. */
const CHECK_REQUEST = /\/mobile\/mc\/asset-manifest\.json\?t=\d+$/;

/** The update checks the page's current document has started, counted from its `load` (its first check starts a few seconds after it). */
function countChecks(page: Page): { count: () => number } {
  let checks = 0;
  page.on('load', () => void (checks = 0));
  page.on('request', (request) => void (CHECK_REQUEST.test(request.url()) && checks++));
  return { count: () => checks };
}

/**
 * Waits until the update check of the page's current document (its first, once started, or the
 * one running) has ended, its decision taken and the dialog shown if it asked for one: a
 * visibility change starts a check only when none is running (src/flows/pwa/updates/update-schedule.ts),
 * so a new one starting means the last one is over. The new check finds what the last one found.
 */
async function checkEnded(page: Page, checks: { count: () => number }): Promise<void> {
  if (checks.count() === 0) await page.waitForRequest(CHECK_REQUEST, SETTLED);
  const started = checks.count();
  await expect.poll(async () => {
    await becomeVisible(page);
    return checks.count();
  }, { ...SETTLED, intervals: [100] }).toBeGreaterThan(started);
}

interface ServedCopy {
  root: string;
  sandbox: RunningSandbox;
  url: (path: string) => string;
  /** Files under `root` changed: their precompressed copies follow, as a deploy uploads both. */
  deployed: () => void;
  close: () => Promise<void>;
}

/**
 * A copy of the build served by a sandbox of its own (and, in the nginx project, by an nginx of
 * its own in front of it, the copy written as the sandbox serves it), so a test can change files
 * under it.
 */
async function servedCopy(server: Server): Promise<ServedCopy> {
  const root = mkdtempSync(join(tmpdir(), 'm-pwa-served-'));
  if (server === 'nginx') writeSandboxRoot(dist, root, { link: false });
  else cpSync(dist, root, { recursive: true });
  const sandbox = await startSandbox({ staticDir: root, scenarios: quietPopups() });
  const nginx = server === 'nginx' ? await startNginx({ root, api: sandbox.url, sandbox: sandbox.url }) : undefined;
  const port = nginx?.port ?? sandbox.port;
  return {
    root,
    sandbox,
    url: (path) => `http://luckyvn.localhost:${port}${path}`,
    deployed: () => void (nginx && precompress(root)),
    close: async () => {
      await nginx?.stop();
      await sandbox.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

test.describe('asset update check', () => {
  // page.route must see every request: no worker in between.
  test.use({ serviceWorkers: 'block' });

  /** The index.html check (index-check.ts) answers 503 here: it cannot tell, so the hash rule acts alone. */
  test('the first run only stores the hash; a change asks once per page; Refresh reloads', async ({ page, origin, expectConsoleError }) => {
    expectConsoleError(failedToLoad(503), 'the test answers the index.html check 503', { at: /\/m\/index\.html\?_=\d+:/ });
    let version = 'one';
    await page.route(/\/m\/asset-manifest\.json\?t=\d+$/, (route) => route.fulfill({ json: { files: { 'index.html': version } } }));
    await page.route(/\/m\/index\.html\?_=\d+$/, (route) => route.fulfill({ status: 503, body: 'busy' }));
    const loads = countLoads(page);
    const checks = countChecks(page);
    const firstRunEnds = page.waitForResponse(/\/m\/index\.html\?_=\d+$/, SETTLED);
    await page.goto(`${origin()}/m/home`);
    await expect.poll(() => storedHash(page), SETTLED).not.toBeNull();
    const first = await storedHash(page);
    await firstRunEnds;
    await expect(dialog(page)).toHaveCount(0);

    version = 'two';
    await becomeVisible(page);
    await expect(dialog(page)).toContainText('A new version is available.');
    expect(await storedHash(page)).not.toBe(first);
    await dialog(page).getByRole('button', { name: 'Later' }).click();
    await expect(dialog(page)).toHaveCount(0);

    // Once per page: another change does not ask again.
    const second = await storedHash(page);
    version = 'three';
    await becomeVisible(page);
    await expect.poll(() => storedHash(page)).not.toBe(second);
    await expect(dialog(page)).toHaveCount(0);
    expect(loads.count()).toBe(1);

    version = 'four';
    await page.reload();
    await expect(dialog(page)).toContainText('A new version is available.', SETTLED);
    await dialog(page).getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(loads.count).toBe(3);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    // The reloaded page's own check (the hash it stored before, index.html unknown) has decided.
    await checkEnded(page, checks);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('a page that already runs the server index.html is not asked when the hash changes', async ({ page, origin }) => {
    let version = 'one';
    await page.route(/\/m\/asset-manifest\.json\?t=\d+$/, (route) => route.fulfill({ json: { files: { 'index.html': version } } }));
    const checks = countChecks(page);
    // The first run ends with the index.html check; a visibility change while it runs starts no second one.
    const firstRunEnds = page.waitForResponse(/\/m\/index\.html\?_=\d+$/, SETTLED);
    await page.goto(`${origin()}/m/home`);
    await expect.poll(() => storedHash(page), SETTLED).not.toBeNull();
    const first = await storedHash(page);
    await firstRunEnds;
    version = 'two';
    await becomeVisible(page);
    await expect.poll(() => storedHash(page)).not.toBe(first);
    // The run that stored the new hash has gone on to the index.html check and decided.
    await checkEnded(page, checks);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('a page older than the server index.html asks, even when another tab stored the hash', async ({ page, origin }) => {
    await page.route(/\/m\/index\.html\?_=\d+$/, (route) => route.fulfill({
      contentType: 'text/html', body: '<!doctype html><script type="module" crossorigin src="/m/assets/index-NEWER000.js"></script>',
    }));
    await page.goto(`${origin()}/m/home`);
    await expect(dialog(page)).toContainText('A new version is available.', SETTLED);
  });

  test('an unreachable asset manifest stores nothing and asks nothing', async ({ page, origin, expectConsoleError }) => {
    expectConsoleError(failedToLoad(503), 'the test answers the asset manifest 503', { at: /\/m\/asset-manifest\.json\?t=\d+:/ });
    await page.route(/\/m\/asset-manifest\.json\?t=\d+$/, (route) => route.fulfill({ status: 503, body: 'down' }));
    const checks = countChecks(page);
    const checked = page.waitForRequest(CHECK_REQUEST, SETTLED);
    await page.goto(`${origin()}/m/home`);
    await checked;
    await checkEnded(page, checks);
    expect(await storedHash(page)).toBeNull();
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe('service worker update', () => {
  test.use({ serviceWorkers: 'allow' });
  test('a new worker waits; the dialog asks; Refresh hands over and reloads once', { tag: SERVING }, async ({ page, server }) => {
    const served = await servedCopy(server);
    try {
      const loads = countLoads(page);
      const checks = countChecks(page);
      await page.goto(served.url('/m/home'));
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await expect(dialog(page)).toHaveCount(0);
      // A deploy that changes only the worker: the browser finds it on the next navigation.
      const sw = join(served.root, 'm', 'sw.js');
      writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// next deploy\n`);
      served.deployed();
      await page.reload();
      await expect(dialog(page)).toContainText('A new version is available.', SETTLED);
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/m/'))?.waiting))).toBe(true);
      await dialog(page).getByRole('button', { name: 'Refresh' }).click();
      // The handover, then a whole page load (its \`load\` waits for every picture and script): on
      // a machine busy with two test workers it once took longer than the default 7 s.
      await expect.poll(loads.count, SETTLED).toBe(4);
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/m/'))?.waiting))).toBe(false);
      // The reloaded page has registered its worker (nothing new waits) and its check has decided.
      await checkEnded(page, checks);
      await expect(dialog(page)).toHaveCount(0);
      expect(loads.count()).toBe(4);
    } finally {
      // The page first: a server closed under it would fail what it is still loading (a tile's
      // picture, or its second round of hosts 3 s after a first failure).
      await page.goto('about:blank').catch(() => undefined);
      await served.close();
    }
  });
  test('two tabs with a waiting worker: Refresh in one reloads that tab only; the other keeps what was typed and its own Refresh works', async ({ page, context }) => {
    const served = await servedCopy('sandbox');
    try {
      await page.goto(served.url('/m/home'));
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      const other = await context.newPage();
      await other.goto(served.url('/m/login'));
      await other.locator('input[autocomplete="username"]').fill('typed-before-update');
      const sw = join(served.root, 'm', 'sw.js');
      writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// next deploy\n`);
      await page.reload();
      await expect(dialog(page)).toContainText('A new version is available.', SETTLED);
      // The other tab learns of the same waiting worker and asks its player too.
      await expect(dialog(other)).toContainText('A new version is available.', SETTLED);
      const firstLoads = countLoads(page);
      const otherLoads = countLoads(other);
      // The other tab tells when the new worker takes it over, and whether it had started to leave
      // its document (a reload) by then, in that event or in a task it queued.
      const otherTakenOver = await other.evaluateHandle(() => ({
        navigating: new Promise<boolean>((resolve) => {
          let navigating = false;
          navigation.addEventListener('navigate', (event) => void (navigating ||= !event.destination.sameDocument));
          navigator.serviceWorker.addEventListener('controllerchange', () => setTimeout(() => resolve(navigating)), { once: true });
        }),
      }));
      await dialog(page).getByRole('button', { name: 'Refresh' }).click();
      await expect.poll(firstLoads.count).toBe(1);
      // The new worker now controls both tabs, but only the tab whose player asked was reloaded.
      expect(await otherTakenOver.evaluate((taken) => taken.navigating)).toBe(false);
      expect(otherLoads.count()).toBe(0);
      await expect(other.locator('input[autocomplete="username"]')).toHaveValue('typed-before-update');
      // Its own Refresh, with no worker waiting any more, reloads it once: no dead button.
      await dialog(other).getByRole('button', { name: 'Refresh' }).click();
      await expect.poll(otherLoads.count).toBe(1);
      await expect(dialog(other)).toHaveCount(0);
      await expect(dialog(page)).toHaveCount(0);
      // Both pages leave before their server stops (a page from the worker refreshes its merchant
      // record a few seconds after it starts).
      await other.close();
      await page.goto('about:blank');
    } finally {
      await served.close();
    }
  });
});

test.describe('stale workers in the LINE browser', () => {
  test.use({ serviceWorkers: 'allow' });
  test('are removed, then the dialog asks for a refresh', async ({ page, origin }) => {
    const checks = countChecks(page);
    await page.goto(`${origin()}/m/home`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The same profile opened again inside LINE (its in-app browser says Line/<version>).
    const cdp = await page.context().newCDPSession(page);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await cdp.send('Emulation.setUserAgentOverride', { userAgent: `${userAgent} Line/14.3.0` });
    await page.reload();
    await expect(dialog(page)).toContainText('A new version is available.', SETTLED);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    const reloaded = page.waitForEvent('load');
    await dialog(page).getByRole('button', { name: 'Refresh' }).click();
    await reloaded;
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    // The reloaded page's check starts once its worker step is done (src/flows/pwa/pwa-start.ts).
    await checkEnded(page, checks);
    // Nothing left to remove, and none registered again: no second dialog.
    await expect(dialog(page)).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  });
});

test.describe('a redeploy in the middle of a session', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ mode: 'serial' });
  const next = `${dist}-redeploy`;

  test.beforeAll(() => {
    // The same code built again with new chunk hashes (tests/e2e/support/redeploy.vite.config.ts).
    execFileSync('npx', ['vite', 'build', '--config', 'tests/e2e/support/redeploy.vite.config.ts', '--logLevel', 'error'], {
      env: { ...process.env, M_DIST: next }, stdio: 'pipe',
    });
  });

  async function redeploy(root: string): Promise<void> {
    rmSync(join(root, 'm'), { recursive: true, force: true });
    cpSync(join(next, 'm'), join(root, 'm'), { recursive: true });
  }

  test('without a worker: the missing chunk reloads the page once, in place', async ({ browser, expectConsoleError }) => {
    expectConsoleError(failedToLoad(404), "the redeploy removed the old build's chunks, which the running page still asks for", { at: /\/m\/assets\/[\w-]+\.js:/ });
    expectConsoleError(/^TypeError: Failed to fetch dynamically imported module: http:\/\/[^/]+\/m\/assets\/[\w-]+\.js$/, 'the app logs the removed chunk it could not load, before it reloads');
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const served = await servedCopy('sandbox');
    try {
      const loads = countLoads(page);
      const checks = countChecks(page);
      await page.goto(served.url('/m/home'));
      await expect.poll(() => storedHash(page), SETTLED).not.toBeNull();
      await redeploy(served.root);
      await page.getByRole('link', { name: 'Log in' }).click();
      await expect(page.locator('input[name="username"]')).toBeVisible();
      await expect(page).toHaveURL(/\/m\/login$/);
      // The reload ran the new build: it asks nothing and does not reload again (its check, the
      // last thing that could, has decided).
      await expect.poll(loads.count).toBe(2);
      await checkEnded(page, checks);
      expect(loads.count()).toBe(2);
      await expect(dialog(page)).toHaveCount(0);
    } finally {
      // The page first: a server closed under it would fail the chunks it is still loading.
      await context.close();
      await served.close();
    }
  });

  test('with the worker: one trip home, then the Refresh dialog, never a loop', async ({ page, expectConsoleError }) => {
    expectConsoleError(failedToLoad(404), "the redeploy removed the old build's chunks, which the running page still asks for", { at: /\/m\/assets\/[\w-]+\.js:/ });
    expectConsoleError(/^TypeError: Failed to fetch dynamically imported module: http:\/\/[^/]+\/m\/assets\/[\w-]+\.js$/, 'the app logs the removed chunk it could not load, before it reloads');
    const served = await servedCopy('sandbox');
    try {
      const loads = countLoads(page);
      const checks = countChecks(page);
      await page.goto(served.url('/m/home'));
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await expect.poll(() => storedHash(page), SETTLED).not.toBeNull();
      await expect.poll(() => keptShell(page), SETTLED).not.toBeNull();
      const oldShell = await keptShell(page);
      await redeploy(served.root);
      // A public screen outside the precache (invite friends): its old chunk is gone from the server.
      await page.evaluate(() => {
        history.pushState(null, '', '/m/inviteFriends');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(dialog(page)).toContainText('A new version is available.', SETTLED);
      expect(loads.count()).toBe(3);
      await dialog(page).getByRole('button', { name: 'Refresh' }).click();
      // The handover, then a whole page load (its \`load\` waits for every picture and script): on
      // a machine busy with two test workers it once took longer than the default 7 s.
      await expect.poll(loads.count, SETTLED).toBe(4);
      await page.evaluate(() => {
        history.pushState(null, '', '/m/inviteFriends');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByRole('heading', { name: 'Invite friends', level: 1 })).toBeVisible();
      // The page the new worker serves has registered it (nothing waits) and its check has decided.
      await checkEnded(page, checks);
      expect(loads.count()).toBe(4);
      // The new worker dropped the old build's shell and keeps the new build's.
      await expect.poll(() => keptShell(page), SETTLED).not.toBeNull();
      expect(await keptShell(page)).not.toBe(oldShell);
      await expect(dialog(page)).toHaveCount(0);
    } finally {
      // The page first: a server closed under it would fail what it is still loading (a tile's
      // picture, or its second round of hosts 3 s after a first failure).
      await page.goto('about:blank').catch(() => undefined);
      await served.close();
    }
  });

  test('a chunk that stays missing asks for a refresh instead of reloading again', async ({ browser, expectConsoleError }) => {
    expectConsoleError(failedToLoad(404), 'the test answers the promotion pages chunk (the invite page) 404 every time', { at: /\/m\/assets\/promotion-pages-[\w-]+\.js:/ });
    expectConsoleError(/^TypeError: Failed to fetch dynamically imported module: http:\/\/[^/]+\/m\/assets\/promotion-pages-[\w-]+\.js$/, 'the app logs the promotion pages chunk (the invite page) it could not load');
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const served = await servedCopy('sandbox');
    try {
      await page.route(/\/m\/assets\/promotion-pages-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
      const loads = countLoads(page);
      await page.goto(served.url('/m/home'));
      const toInviteFriends = () => page.evaluate(() => {
        history.pushState(null, '', '/m/inviteFriends');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await toInviteFriends();
      await expect.poll(loads.count).toBe(2);
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
      await toInviteFriends();
      await expect(dialog(page)).toBeVisible();
      // Behind the dialog the page says what happened and offers a retry: never a blank page.
      await expect(page.getByRole('alert').filter({ hasText: 'This page could not be opened' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      // The dialog is the app's answer to this failure: it asks instead of reloading, in the same
      // decision (src/app/stale-assets-handler.ts), so no reload can follow it.
      expect(loads.count()).toBe(2);
    } finally {
      // The page first: a server closed under it would fail the chunks it is still loading.
      await context.close();
      await served.close();
    }
  });
});
