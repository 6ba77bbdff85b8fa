import type { Page } from '@playwright/test';
import { FULL_BROWSER } from './support/chromium';
import { expect, failedToLoad, recordedCalls, sandboxToken, storedSession, test } from './support/fixtures';
import { recordStorageReads, valuesRead } from './support/storage-reads';

/**
 * Push (a denied permission shows notification_request_tips): a logged-in player is
 * asked by the app's own card first; Allow opens the browser's prompt (answered here with
 * Chromium's permission overrides), then the device token is bound and subscribed to ALL.
 * Lucky VN is on a Firebase demo project, so the token comes from the sandbox push provider
 * (FCM cannot be reached here). Pushes are delivered to the worker through CDP.
 *
 * The end of a session ends push for the account: the Log out button unbinds the device token
 * while the session still authorises it; a 401 cannot, so the device token itself is deleted and
 * the next login binds a new one.
 */
type Setting = 'granted' | 'denied' | 'prompt';

/** What the player answered in the browser's own prompt, for this test's browser context. */
async function setNotifications(page: Page, origin: string, setting: Setting): Promise<void> {
  if (setting === 'granted') return page.context().grantPermissions(['notifications'], { origin });
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', { origin, permission: { name: 'notifications' }, setting, browserContextId: targetInfo.browserContextId });
  await cdp.detach();
}

/**
 * Push starts once the page has settled: SETTLE_MS after `load` (ui/after-paint.ts
 * afterPageSettled, which flows/pwa waits for), then its chunk.
 * The card waits for ASK_WAIT_MS more without a modal dialog (push-quiet.ts: 3 s, then a 1 s check).
 */
const SETTLE_MS = 4000;
const ASK_WAIT_MS = 4000;

/*
 * What makes push's decision on a page load observable: with a session it reads from web storage,
 * and decides with, the token bound in this session (permission granted: bind only if the device's
 * differs) or the player's "Not now" (permission not given: ask only once it has passed);
 * push-controller.ts. Every page of the context records the values it reads, by key
 * (support/storage-reads.ts).
 */

async function loggedIn(page: Page, origin: string, token: string, path = '/m/home'): Promise<void> {
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('session-info')) {
      sessionStorage.setItem('session-info', JSON.stringify({ id: '1', token: t, merchantCode: 'LVN', userName: 'demo', type: 0, firstTimeLogin: false }));
    }
  }, token);
  await page.goto(`${origin}${path}`);
}


// In the headless shell Notification.permission is always "denied", whatever the context grants:
// push needs the full browser.
test.describe('push notifications', { tag: FULL_BROWSER }, () => {
  test.use({ serviceWorkers: 'allow' });
  let control: (path: string, body?: unknown) => Promise<unknown>;
  test.beforeEach(({ control: c }) => {
    control = c;
  });
  const calls = (path?: string) => recordedCalls(control, path);

  test('after a login the card asks first; Allow grants, then the token is bound and subscribed to ALL', async ({ page, origin }) => {
    const site = origin('luckyvn');
    await setNotifications(page, site, 'prompt');
    await page.goto(`${site}/m/login`);
    await page.locator('input[name="username"]').fill('demo');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const card = page.getByRole('dialog', { name: 'Get notified' });
    await expect(card).toBeVisible({ timeout: 20_000 });
    expect(await calls('/wps/relay/CSP_fcmBind')).toEqual([]);

    await setNotifications(page, site, 'granted'); // what the player answers in the browser's prompt
    await card.getByRole('button', { name: 'Allow' }).click();
    await expect(card).toBeHidden();
    await expect.poll(async () => (await calls('/wps/relay/CSP_fcmSubscribe')).map((c) => c.body)).toEqual([
      { registrationToken: expect.stringMatching(/^sandbox-push:[0-9a-f-]{36}$/), topic: 'ALL' },
    ]);
    const bind = await calls('/wps/relay/CSP_fcmBind');
    expect(bind.map((c) => c.body)).toEqual([{ registrationToken: expect.stringMatching(/^sandbox-push:/) }]);

    // A reload in the same session binds nothing again.
    await recordStorageReads(page.context());
    await page.clock.install();
    await page.reload();
    await expect(page.getByRole('main').getByRole('link', { name: 'Member centre' })).toBeVisible(); // the app runs, logged in
    await page.clock.fastForward(SETTLE_MS);
    // Push has started and read the token bound in this session: the device's own, nothing to bind.
    await expect.poll(() => valuesRead(page, 'push-bound'), { timeout: 15_000 }).toEqual([bind[0]!.body.registrationToken]);
    expect(await calls('/wps/relay/CSP_fcmBind')).toHaveLength(1);
  });

  test('denied in the browser: the card shows notification_request_tips', async ({ page, origin, sandbox }) => {
    const site = origin('luckyvn');
    await setNotifications(page, site, 'prompt');
    await loggedIn(page, site, await sandboxToken(sandbox, 'LVN'));
    const card = page.getByRole('dialog', { name: 'Get notified' });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await setNotifications(page, site, 'denied');
    await card.getByRole('button', { name: 'Allow' }).click();
    const tips = page.getByRole('dialog', { name: 'Notifications are blocked' });
    await expect(tips).toContainText("allow them for this site in your browser's settings");
    await tips.getByRole('button', { name: 'OK' }).click();
    await expect(tips).toBeHidden();
    expect(await calls('/wps/relay/CSP_fcmBind')).toEqual([]);
  });

  test('Not now keeps the card away on the next visit', async ({ page, origin, sandbox }) => {
    const site = origin('luckyvn');
    await setNotifications(page, site, 'prompt');
    await loggedIn(page, site, await sandboxToken(sandbox, 'LVN'));
    const card = page.getByRole('dialog', { name: 'Get notified' });
    await card.getByRole('button', { name: 'Not now' }).click({ timeout: 20_000 });
    await expect(card).toBeHidden();
    await recordStorageReads(page.context());
    await page.clock.install();
    await page.reload();
    await expect(page.getByRole('main').getByRole('link', { name: 'Member centre' })).toBeVisible(); // the same logged-in home that showed the card
    await page.clock.fastForward(SETTLE_MS);
    // Push has started and read the player's "Not now", a week from now: it does not ask.
    await expect.poll(() => valuesRead(page, 'push-snoozed-until'), { timeout: 15_000 }).toHaveLength(1);
    expect(Number((await valuesRead(page, 'push-snoozed-until'))[0])).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    // Past the wait the card would have had, all the same.
    await page.clock.runFor(ASK_WAIT_MS);
    await expect(card).toHaveCount(0);
  });

  test('already allowed: bound without a card; logout unbinds before the session ends; the worker shows a push', async ({ page, origin, sandbox }) => {
    const site = origin('luckyvn');
    await setNotifications(page, site, 'granted');
    await loggedIn(page, site, await sandboxToken(sandbox, 'LVN'), '/m/member/home');
    await expect.poll(async () => calls('/wps/relay/CSP_fcmSubscribe'), { timeout: 20_000 }).toHaveLength(1);
    await expect(page.getByRole('dialog', { name: 'Get notified' })).toHaveCount(0);
    const token = ((await calls('/wps/relay/CSP_fcmBind'))[0]!.body!.registrationToken) as string;

    // A push, delivered to the worker as FCM would.
    const cdp = await page.context().newCDPSession(page);
    // The registration whose worker is activated: CDP reports registrations as they change, and a
    // push delivered to one whose worker is not active yet is dropped (seen on a busy machine).
    const activeIds = new Set<string>();
    const registrations = new Map<string, string>();
    const registration = new Promise<string>((resolve) => {
      const settle = () => {
        for (const [id, scope] of registrations) if (scope === `${site}/m/` && activeIds.has(id)) resolve(id);
      };
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
        for (const r of list) {
          if (r.isDeleted) registrations.delete(r.registrationId);
          else registrations.set(r.registrationId, r.scopeURL);
        }
        settle();
      });
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        for (const v of versions) if (v.status === 'activated' && v.runningStatus === 'running') activeIds.add(v.registrationId);
        settle();
      });
    });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await cdp.send('ServiceWorker.enable');
    const push = {
      origin: site,
      registrationId: await registration,
      data: JSON.stringify({ notification: { title: 'Kết quả xổ số', body: 'Đã có kết quả', click_action: '/m/promotion', tag: 'draw' }, data: { link: 'https://evil.example/' } }),
    };
    const shown = () => page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url }));
    });
    // Even to an active, running worker a delivery was once lost on a busy machine (nothing shown
    // in 20 s). Deliver again until one shows, as FCM itself retries; the tag makes a late first
    // delivery replace the second rather than add a notification.
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', push);
      await expect.poll(shown, { timeout: 5_000 }).toHaveLength(1);
    }).toPass({ timeout: 20_000 });
    expect(await shown()).toEqual([{ title: 'Kết quả xổ số', body: 'Đã có kết quả', url: `${site}/m/promotion` }]);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const all = await calls();
    const order = all.map((c) => `${c.method} ${c.path}`).filter((c) => /fcmUnsubscribe|DELETE \/wps\/session$/.test(c));
    expect(order).toEqual(['DELETE /wps/relay/CSP_fcmUnsubscribe', 'DELETE /wps/session']);
    expect(all.find((c) => c.path.endsWith('CSP_fcmUnsubscribe'))!.body).toEqual({ registrationToken: token, unsubscribeAll: true });
    expect(await page.evaluate(() => localStorage.getItem('push-token'))).toBeNull();
    // Logged out on purpose: no auto login on the next visit to /m/login.
    expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  });

  /** Logs in by hand (optionally remembered), with notifications allowed; returns the device token bound for it. */
  async function loginWithPush(page: Page, site: string, remember: boolean): Promise<string> {
    await setNotifications(page, site, 'granted');
    await page.goto(`${site}/m/login`);
    await page.locator('input[name="username"]').fill('demo');
    await page.locator('input[name="password"]').fill('demo1234');
    if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect.poll(async () => calls('/wps/relay/CSP_fcmSubscribe'), { timeout: 20_000 }).toHaveLength(1);
    return (await calls('/wps/relay/CSP_fcmBind'))[0]!.body.registrationToken as string;
  }
  const stored = (page: Page) => page.evaluate(() => ({ token: localStorage.getItem('push-token'), device: localStorage.getItem('push-sandbox-id'), autoLogin: localStorage.getItem('autoLogin') }));
  /** The unbind and the server-side logout: neither can be authorised with a dead token. */
  const endCalls = async () => (await calls()).map((c) => `${c.method} ${c.path}`).filter((c) => /fcmUnsubscribe|DELETE \/wps\/session$/.test(c));

  test('a 401 mid-session deletes the device token (no unbind with a dead token), leaves auto login on; the next login binds a new token', async ({ page, origin, control, expectConsoleError }) => {
    expectConsoleError(failedToLoad(401), 'the scenario makes the server refuse the session (member info 401)', { at: /\/wps\/member\/info\b/ });
    const site = origin('luckyvn');
    const first = await loginWithPush(page, site, false);
    await expect.poll(() => stored(page)).toEqual({ token: first, device: first.replace('sandbox-push:', ''), autoLogin: null });

    await control('scenario', { merchant: 'LVN', set: { status: { '/wps/member/info': 401 } } });
    await page.getByRole('main').getByRole('link', { name: 'Member centre' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Please log in.');
    expect(await storedSession(page)).toBeNull();
    // The device's token is gone (the stand-in's id with it, as after FCM deleteToken); auto login is not switched off.
    await expect.poll(() => stored(page)).toEqual({ token: null, device: null, autoLogin: null });
    expect(await endCalls()).toEqual([]);

    await control('scenario', { merchant: 'LVN', set: { status: null } });
    await dialog.getByRole('button').click();
    await expect(page).toHaveURL(/\/m\/login\?returnTo=%2Fm%2Fmember%2Fhome$/);
    await page.locator('input[name="username"]').fill('demo');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.locator('form button[type="submit"]').click();
    // Back to the page the session ended on.
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await expect.poll(async () => (await calls('/wps/relay/CSP_fcmBind')).map((c) => c.body.registrationToken), { timeout: 20_000 }).toHaveLength(2);
    const second = (await calls('/wps/relay/CSP_fcmBind'))[1]!.body.registrationToken as string;
    expect(second).toMatch(/^sandbox-push:[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    // Stored once subscribed too (the sandbox records the bind a moment before).
    await expect.poll(() => stored(page)).toEqual({ token: second, device: second.replace('sandbox-push:', ''), autoLogin: null });
    await expect.poll(async () => (await calls('/wps/relay/CSP_fcmSubscribe')).map((c) => c.body)).toContainEqual({ registrationToken: second, topic: 'ALL' });
  });

  test('a 401 with a remembered login: auto login brings the player straight back, and binds a new token only once the old one is deleted', async ({ page, origin, control, expectConsoleError }) => {
    expectConsoleError(failedToLoad(401), 'the scenario makes the server refuse the session (member info 401)', { at: /\/wps\/member\/info\b/ });
    const site = origin('luckyvn');
    const first = await loginWithPush(page, site, true);
    await expect.poll(() => stored(page)).toMatchObject({ token: first });
    const oldSession = (await storedSession(page))!.token;

    await control('scenario', { merchant: 'LVN', set: { status: { '/wps/member/info': 401 } } });
    await page.getByRole('main').getByRole('link', { name: 'Member centre' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Please log in.');
    // The member centre needs a session: the guard goes to /m/login. The pixels ran in this page, so
    // the login page opens in a new document (no marketing script beside its fields), once the player
    // has answered the alert; there auto login (still on) logs in again, and returns to the member
    // centre, whose member info the server now answers again (the session ended once).
    await control('scenario', { merchant: 'LVN', set: { status: null } });
    await page.getByRole('alertdialog').getByRole('button').click();
    await expect.poll(async () => (await calls('/wps/session/login')).length).toBe(2);
    await expect.poll(async () => (await storedSession(page))?.token).not.toBe(oldSession);
    await expect.poll(async () => (await calls('/wps/relay/CSP_fcmBind')).length, { timeout: 20_000 }).toBe(2);
    const second = (await calls('/wps/relay/CSP_fcmBind'))[1]!.body.registrationToken as string;
    expect(second).not.toBe(first);
    // Stored once subscribed too (the sandbox records the bind a moment before).
    await expect.poll(() => stored(page)).toEqual({ token: second, device: second.replace('sandbox-push:', ''), autoLogin: null });
    expect(await endCalls()).toEqual([]);
  });
});
