import type { BrowserContext, Page } from '@playwright/test';
import { sandboxClient } from '../../sandbox/sandbox-client';
import { expect, rememberedLogin, storedSession, test } from './support/fixtures';

/**
 * "Remember me" with no readable secret at rest, in real Chromium: AES-GCM with a non-extractable WebCrypto
 * key kept in IndexedDB; no plain, Base64 or hex form of the password anywhere the browser keeps
 * data; auto login on the next visit under auto login's conditions (auto-login-rules.ts).
 */
const PASSWORD = 'demo1234';

/** Every string the page's origin keeps: web storage, every IndexedDB database and store, cookies. */
async function everythingStored(page: Page, context: BrowserContext): Promise<{ text: string; key: { extractable: boolean; algorithm: string; usages: string[] } | null }> {
  const inPage = await page.evaluate(async () => {
    const dump: string[] = [];
    for (const area of [localStorage, sessionStorage]) {
      for (let i = 0; i < area.length; i++) dump.push(`${area.key(i)}=${area.getItem(area.key(i)!)}`);
    }
    let key: { extractable: boolean; algorithm: string; usages: string[] } | null = null;
    const serialise = (value: unknown): string => {
      if (value instanceof CryptoKey) {
        key = { extractable: value.extractable, algorithm: (value.algorithm as { name: string }).name, usages: [...value.usages] };
        return `CryptoKey(${value.type})`;
      }
      if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
        const bytes = new Uint8Array(value instanceof ArrayBuffer ? value : value.buffer);
        return String.fromCharCode(...bytes);
      }
      return JSON.stringify(value, (_k, v: unknown) => (v instanceof CryptoKey ? serialise(v) : v));
    };
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(info.name!);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const store = db.transaction(name, 'readonly').objectStore(name);
        const [keys, values] = await Promise.all([store.getAllKeys(), store.getAll()].map((req) => new Promise<unknown[]>((resolve) => (req.onsuccess = () => resolve(req.result as unknown[])))));
        keys!.forEach((k, i) => dump.push(`${info.name}/${name}/${String(k)}=${serialise(values![i])}`));
      }
      db.close();
    }
    return { text: dump.join('\n'), key };
  });
  const cookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('\n');
  return { text: `${inPage.text}\n${cookies}`, key: inPage.key };
}

function forms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  return [secret, bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('hex'), bytes.toString('hex').toUpperCase(), encodeURIComponent(secret)];
}

test('after a remembered login no form of the password is stored anywhere', async ({ page, context, origin }) => {
  await rememberedLogin(page, `${origin()}/m/login`);
  const { text, key } = await everythingStored(page, context);
  expect(text).toContain('remember-login');
  expect(text).toContain('m-remember/keys/login=CryptoKey(secret)');
  for (const form of forms(PASSWORD)) expect(text, `stored data contains ${form}`).not.toContain(form);
  expect(key).toEqual({ extractable: false, algorithm: 'AES-GCM', usages: ['encrypt', 'decrypt'] });
  // The token stays in sessionStorage only.
  const token = (await storedSession(page))!.token as string;
  expect(await page.evaluate((t) => Object.values(localStorage).some((v) => v.includes(t)), token)).toBe(false);
});

test('the next visit logs in by itself; a members-only home lands there', async ({ page, context, origin, control }) => {
  await rememberedLogin(page, `${origin('siamspin')}/m/login`);
  // A new tab: a fresh sessionStorage, the same local storage and IndexedDB.
  const next = await context.newPage();
  await next.goto(`${origin('siamspin')}/m/home`);
  await expect(next).toHaveURL(/\/m\/home$/);
  await expect.poll(() => storedSession(next)).toMatchObject({ userName: 'demo', merchantCode: 'SSP' });
  const { calls } = (await control('calls?merchant=SSP&path=/wps/session/login')) as { calls: { body: { username: string } }[] };
  expect(calls.map((c) => c.body.username)).toEqual(['demo', 'demo']);
});

test.describe('no auto login', () => {
  for (const [name, query] of [['with autoLogin=0', '?autoLogin=0'], ['with a redirectUrl', '?redirectUrl=https%3A%2F%2Fgames.luckyvn.example%2F'], ['with a backUrl', '?backUrl=%2Fm%2Fgame']] as const) {
    test(name, async ({ page, context, origin }) => {
      await rememberedLogin(page, `${origin()}/m/login`);
      const next = await context.newPage();
      await next.goto(`${origin()}/m/login${query}`);
      // The form gets the remembered username, never the password (auto login did not run), and nothing is sent.
      // The username comes with auto login's decision (auto-login.ts: the password with it, in the same fill, when it runs).
      await expect(next.locator('input[name="username"]')).toHaveValue('demo');
      await expect(next.locator('input[name="password"]')).toHaveValue('');
      await expect(next.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
      expect(await storedSession(next)).toBeNull();
      // Leaving by the page's own link is no new visit of the login page: auto login stays off on
      // the way out (the login screen is still mounted, with the next page's empty query, until
      // that page has loaded).
      const logins: string[] = [];
      next.on('request', (r) => r.url().includes('/wps/session/login') && logins.push(r.url()));
      await next.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(next.getByRole('tab', { name: 'Email' })).toBeVisible();
      await expect(next).toHaveURL(/\/m\/forgotPassword$/);
      expect(logins).toEqual([]);
      expect(await storedSession(next)).toBeNull();
    });
  }

  test('after an explicit logout (until the next login by hand)', async ({ page, context, origin }) => {
    await rememberedLogin(page, `${origin()}/m/login`);
    await page.goto(`${origin()}/m/member/home`);
    await page.getByRole('checkbox', { name: 'Forget me on this device' }).uncheck(); // keep it
    await page.getByRole('button', { name: /log ?out/i }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
    const next = await context.newPage();
    await next.goto(`${origin()}/m/login`);
    // The username comes with auto login's decision (auto-login.ts: the password with it, in the same fill, when it runs).
    await expect(next.locator('input[name="username"]')).toHaveValue('demo');
    // Logging in by hand turns it back on (the remembered password is not in the form: auto login did not run).
    await expect(next.locator('input[name="password"]')).toHaveValue('');
    expect(await storedSession(next)).toBeNull();
    await next.locator('input[name="password"]').fill(PASSWORD);
    await next.locator('form button[type="submit"]').click();
    await expect(next).toHaveURL(/\/m\/home$/);
    expect(await next.evaluate(() => localStorage.getItem('autoLogin'))).toBeNull();
  });

  test('token_ip_different stops it (autoLogin 0) and says why', async ({ page, context, origin, control }) => {
    await rememberedLogin(page, `${origin()}/m/login`);
    await control('scenario', { merchant: 'LVN', set: { tokenIpDifferent: { username: 'demo' } } });
    const next = await context.newPage();
    await next.goto(`${origin()}/m/login`);
    await expect(next.locator('form .notice')).toBeVisible();
    expect(await next.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
    const third = await context.newPage();
    await third.goto(`${origin()}/m/login`);
    // The username comes with auto login's decision (auto-login.ts: the password with it, in the same
    // fill, when it runs): with no password in the form no login ran, so no answer can bring a notice.
    await expect(third.locator('input[name="username"]')).toHaveValue('demo');
    await expect(third.locator('input[name="password"]')).toHaveValue('');
    await expect(third.locator('form .notice')).toHaveCount(0);
  });
});

test('auto login with a password changed elsewhere removes the remembered login', async ({ page, context, origin, sandbox }) => {
  await rememberedLogin(page, `${origin()}/m/login`);
  // The password changes on another device (the sandbox's own client, encrypted like the app).
  const token = (await storedSession(page))!.token as string;
  await sandboxClient(sandbox.url, 'LVN').post('/wps/member/password', { oldPassword: PASSWORD, newPassword: 'changed-elsewhere' }, { encrypt: 'DES', token });
  const next = await context.newPage();
  await next.goto(`${origin()}/m/login`);
  await expect(next.locator('form .notice')).toBeVisible();
  expect(await next.evaluate(() => localStorage.getItem('remember-login'))).toBeNull();
  expect(await storedSession(next)).toBeNull();
});

test('auto login is retried once for the captcha the server demands', async ({ page, context, origin, control }) => {
  await rememberedLogin(page, `${origin()}/m/login`);
  // The server now demands a captcha while the status the page read still says GEETEST3 is off.
  await control('scenario', { merchant: 'LVN', set: { flags: { GEETEST3: true }, statusPatch: { whitelabelVal: { GEETEST3: false } } } });
  const next = await context.newPage();
  await next.goto(`${origin()}/m/login`);
  const dialog = next.getByRole('dialog', { name: 'Verify you are human' });
  await expect(dialog).toBeVisible();
  const target = (await dialog.locator('.geetest-stand-in__target').textContent())!;
  await dialog.getByRole('button', { name: target, exact: true }).click();
  await expect(next).toHaveURL(/\/m\/home$/);
  await expect.poll(() => storedSession(next)).toMatchObject({ userName: 'demo' });
  const { calls } = (await control('calls?merchant=LVN&path=/wps/session/login')) as { calls: { code: string | null; body: Record<string, unknown> }[] };
  expect(calls.map((c) => c.code)).toEqual([null, 'captcha.required', null]);
  expect(calls[2]!.body.geetestChallenge).toBeTruthy();
});
