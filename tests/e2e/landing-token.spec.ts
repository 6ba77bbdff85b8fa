import type { Page, Request } from '@playwright/test';
import { expect, failedToLoad, recordedCalls, sandboxToken, storedSession, test } from './support/fixtures';
import { storageHits } from './support/storage-audit';
import { excluded, inspect } from './support/surfaces';

/**
 * A landing with a token in the link (`?token=` / `?tokens=`), as a lure link brings it: a tab of
 * its own, with no session (docs/decisions.md, "Landing with a token in the link").
 * - a valid token is stored only after the server answered for it, the page names its member, and
 *   the bar's Log out ends that session;
 * - a token the server refuses, or that cannot be checked, never reaches storage: the player stays
 *   a visitor and is told;
 * - the cashier (Deposit, Withdraw) asks once whose account this is;
 * - no third-party script runs while the page still holds the token, and no /wps or cross-origin
 *   request carries it in Referer.
 */

const bar = (page: Page) => page.getByRole('complementary', { name: 'Account signed in by a link' });

/** The sweep's checks (axe, layout at 390 and 320 px and at 200 % text, tap targets) on one part of the page. */
async function sweepFindings(page: Page, scope: string, surface: string): Promise<string[]> {
  const { findings } = await inspect(page, { scope, language: 'EN' });
  return findings.filter((f) => !excluded(surface, f)).map((f) => `${f.check} ${f.at} ${f.target}: ${f.detail}`);
}

// The push prompt (the pwa flow's, once a token is set) is not what these tests are about.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    if (location.protocol === 'http:') localStorage.setItem('push-snoozed-until', String(Date.now() + 86_400_000));
  });
});

test('a lure link with another member’s token: taken once the server answered, that member is named on every page, Log out ends it', async ({ page, origin, sandbox, control, wpsRequests }) => {
  const lure = await sandboxToken(sandbox, 'LVN', 'member1', 'member1234');
  await page.goto(`${origin('luckyvn')}/m/home?token=${lure}`);
  await expect(bar(page)).toContainText('A link signed you in as member1.');
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ token: lure, userName: 'member1', merchantCode: 'LVN' });
  // The server was asked with the link's token before anything else of the member's.
  const first = wpsRequests.find((r) => new URL(r.url()).pathname === '/wps/member/info');
  expect((await first!.allHeaders()).authorization).toBe(lure);
  // The bar is the first thing on the page, before the app's root: it covers nothing.
  expect(await page.evaluate(() => document.querySelector('.landing-slot')?.nextElementSibling?.id)).toBe('root');
  expect(await sweepFindings(page, '.landing-slot', 'landing bar')).toEqual([]);

  // It stays on the next page, and through a reload, until the player answers it.
  await page.getByRole('main').getByRole('link', { name: 'Member centre' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(bar(page)).toContainText('member1');
  await page.reload();
  await expect(bar(page)).toContainText('member1');

  await bar(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();
  // The explicit logout: the server forgot the attacker's token.
  expect((await recordedCalls(control, '/wps/session')).filter((c) => c.method === 'DELETE')).toHaveLength(1);
});

test('That’s me closes the bar for the session', async ({ page, origin, sandbox }) => {
  await page.goto(`${origin('luckyvn')}/m/home?tokens=${await sandboxToken(sandbox, 'LVN')}`);
  await bar(page).getByRole('button', { name: "That's me" }).click();
  await expect(bar(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main').getByRole('link', { name: 'Member centre' })).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
  expect(await storedSession(page)).toMatchObject({ userName: 'demo' });
});

test('a token the server refuses never reaches storage: the player stays a visitor, sent to log in, and is told', async ({ page, origin, wpsRequests }) => {
  const forged = 'forged-token-5f1c2a9e';
  // Every write to web storage, from the first script on: the token must be in none.
  await page.addInitScript((secret) => {
    const setItem = Storage.prototype.setItem;
    const writes: string[] = [];
    Object.defineProperty(window, '__tokenWrites', { value: writes });
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (`${key}=${value}`.includes(secret)) writes.push(key);
      return setItem.call(this, key, value);
    };
  }, forged);
  await page.goto(`${origin('luckyvn')}/m/member/home?token=${forged}`);
  // A member page without a session: the login page, as for any visitor; the bar says why.
  await expect(page).toHaveURL(/\/m\/login\?returnTo=%2Fm%2Fmember%2Fhome$/);
  expect(await page.evaluate(() => (window as unknown as { __tokenWrites: string[] }).__tokenWrites)).toEqual([]);
  expect(await storedSession(page)).toBeNull();
  await expect(bar(page)).toContainText('The sign-in in this link is not valid or has expired. You are not signed in.');
  const check = wpsRequests.find((r) => new URL(r.url()).pathname === '/wps/member/info');
  expect((await check!.allHeaders()).authorization).toBe(forged);
  expect(await page.evaluate(() => (window as unknown as { __tokenWrites: string[] }).__tokenWrites)).toEqual([]);
  expect(await storageHits(page, { token: forged })).toEqual([]);
  await bar(page).getByRole('button', { name: 'OK' }).click();
  await expect(bar(page)).toHaveCount(0);
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('a token that cannot be checked (member info 503) is not stored either, and the bar says so', async ({ page, origin, sandbox, control, expectConsoleError }) => {
  expectConsoleError(failedToLoad(503), 'the scenario makes member info answer 503: the landing check cannot judge the token', { at: /\/wps\/member\/info\b/ });
  const token = await sandboxToken(sandbox, 'LVN');
  await control('scenario', { merchant: 'LVN', set: { status: { '/wps/member/info': 503 } } });
  await page.goto(`${origin('luckyvn')}/m/home?token=${token}`);
  await expect(bar(page)).toContainText('could not be checked');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  expect(await storageHits(page, { token })).toEqual([]);
});

test('Deposit and Withdraw of a session from a link ask once whose account this is; Log out there opens nothing', async ({ page, context, origin, sandbox, declareStandIn }) => {
  declareStandIn(/^GET https:\/\/pay\.luckyvn\.example\/cashier\/(deposit|withdraw)\?/, 'the merchant cashier, answered by page.route');
  await context.route('https://pay.luckyvn.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Cashier</title><h1>Cashier</h1>' }));
  const token = await sandboxToken(sandbox, 'LVN');
  await page.goto(`${origin('luckyvn')}/m/member/home?token=${token}`);
  await expect(page.getByRole('heading', { level: 2, name: 'demo' })).toBeVisible();

  await page.getByRole('button', { name: 'Deposit' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Check the account' });
  await expect(ask).toContainText('You are signed in as demo. Continue?');
  expect(await sweepFindings(page, '[role=alertdialog]', 'landing account question')).toEqual([]);
  await expect(page).toHaveURL(/\/m\/member\/home$/); // nothing opened yet
  await ask.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/^https:\/\/pay\.luckyvn\.example\/cashier\/deposit\?/);
  expect(new URL(page.url()).searchParams.get('token')).toBe(token);

  // Back in the same tab (the same session): the answer holds, for the withdrawal too.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expect(bar(page)).toHaveCount(0); // the yes also closed the bar
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/^https:\/\/pay\.luckyvn\.example\/cashier\/withdraw\?/);

  // Another tab, another landing: asked again; Log out opens no cashier and ends the session.
  const other = await context.newPage();
  await other.goto(`${origin('luckyvn')}/m/member/home?token=${await sandboxToken(sandbox, 'LVN', 'member1', 'member1234')}`);
  await other.getByRole('button', { name: 'Withdraw' }).click();
  const again = other.getByRole('alertdialog', { name: 'Check the account' });
  await expect(again).toContainText('You are signed in as member1. Continue?');
  await again.getByRole('button', { name: 'Log out' }).click();
  await expect(other).toHaveURL(/\/m\/home$/);
  expect(await storedSession(other)).toBeNull();
});

test('the landing token is gone from the page before any third-party script runs; no /wps or cross-origin request carries it in Referer', async ({ page, origin, sandbox, declareStandIn }) => {
  const token = await sandboxToken(sandbox, 'LVN');
  // What the page shows a script, recorded when a script of another origin is added to the page
  // (before it can run) and when the pixel's script runs (its stand-in below calls the recorder).
  await page.addInitScript(() => {
    type Seen = { what: string; href: string; url: string; state: string; entry: string };
    const seen: Seen[] = [];
    const record = (what: string) => seen.push({
      what,
      href: location.href,
      url: document.URL,
      state: JSON.stringify(history.state),
      entry: (window as unknown as { navigation?: { currentEntry?: { url?: string } } }).navigation?.currentEntry?.url ?? '',
    });
    Object.defineProperty(window, '__thirdParty', { value: { seen, record } });
    new MutationObserver((records) => {
      for (const r of records) {
        for (const node of r.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src && new URL(node.src).origin !== location.origin) record(`added ${node.src}`);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  declareStandIn(/^GET https:\/\/connect\.facebook\.net\//, 'the Facebook pixel (luckyvn configures one), answered by page.route with a script that records what it sees');
  await page.route('https://connect.facebook.net/**', (route) => route.fulfill({
    contentType: 'application/javascript',
    body: 'window.__thirdParty && window.__thirdParty.record("ran " + document.currentScript.src);',
  }));
  const referers: { url: string; referer: string }[] = [];
  page.on('request', (request: Request) => void request.headerValue('referer').then((referer) => referers.push({ url: request.url(), referer: referer ?? '' })));

  await page.goto(`${origin('luckyvn')}/m/home?token=${token}`);
  await expect(bar(page)).toContainText('demo');
  type Seen = { what: string; href: string; url: string; state: string; entry: string };
  const seen = () => page.evaluate(() => (window as unknown as { __thirdParty: { seen: Seen[] } }).__thirdParty.seen.map((s) => ({ ...s })));
  // The pixel loads a moment after the first paint; its script has run.
  await expect.poll(async () => (await seen()).map((s) => s.what), { timeout: 15_000 }).toContain('ran https://connect.facebook.net/en_US/fbevents.js');
  for (const s of await seen()) {
    expect(s.what.startsWith('added ') || s.what.startsWith('ran ')).toBe(true);
    expect(`${s.what}: ${s.href} ${s.url} ${s.entry} ${s.state}`).not.toContain(token);
    expect(s.href).not.toMatch(/[?&]tokens?=/);
  }
  expect((await seen()).some((s) => s.what === 'added https://connect.facebook.net/en_US/fbevents.js')).toBe(true);

  const pageOrigin = new URL(origin('luckyvn')).origin;
  const checked = referers.filter((r) => new URL(r.url).pathname.startsWith('/wps/') || new URL(r.url).origin !== pageOrigin);
  expect(checked.some((r) => r.url.includes('/wps/member/info'))).toBe(true);
  expect(checked.filter((r) => r.referer.includes(token))).toEqual([]);
});
