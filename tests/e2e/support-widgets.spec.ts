import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Customer service placed by csPosition and the mini-game widget, in real Chromium against the
 * sandbox (Siam Spin: a LOGIN entry (AICAN), a FOOTER entry and a MEMBER entry, MINIGAME3 on).
 * The status sends the entries encrypted; what opens is the decrypted URL, with the member's
 * userName once logged in. The customer-service sites are someone else's: answered here.
 */

async function logIn(page: Page) {
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/m\/login/);
}

// The push prompt (shown once a token is set) is snoozed and the install prompt skipped: they are not what these tests are about.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    if (location.protocol !== 'http:') return;
    localStorage.setItem('push-snoozed-until', String(Date.now() + 86_400_000));
    sessionStorage.setItem('a2hs-skipped', '1');
  });
});

test('customer service shows where csPosition says and opens the decrypted link, with the userName once logged in (and an AICAN entry the VIP category)', async ({ page, context, origin, control, declareStandIn }) => {
  declareStandIn(/^GET https:\/\/(ai\.siamspin\.example|line\.me)\//, "Siam Spin's customer-service sites, answered by context.route");
  await context.route(/^https:\/\/(ai\.siamspin\.example|line\.me)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<p>support</p>' }));
  await page.goto(`${origin('siamspin')}/m/login?language=EN`);

  // The login page: its LOGIN entry and the FOOTER entry; not the member centre's.
  const login = page.getByTestId('cs-list-login');
  await expect(login.getByRole('button', { name: 'ผู้ช่วย AI' })).toBeVisible();
  await expect(page.getByTestId('cs-list-footer').getByRole('button', { name: 'แชทสด' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'LINE' })).toHaveCount(0);
  const [visitorPopup] = await Promise.all([page.waitForEvent('popup'), login.getByRole('button', { name: 'ผู้ช่วย AI' }).click()]);
  await visitorPopup.waitForLoadState();
  // A visitor: no userName, and so no VIP category either.
  expect(visitorPopup.url()).toBe('https://ai.siamspin.example/help');
  // noopener: the support site gets no handle on the app.
  expect(await visitorPopup.evaluate(() => window.opener)).toBeNull();
  await visitorPopup.close();

  await logIn(page);
  await page.goto(`${origin('siamspin')}/m/member/home`);
  const help = page.getByTestId('cs-list-memberCentre');
  await expect(help.getByRole('button', { name: 'LINE' })).toBeVisible();
  await expect(page.getByTestId('cs-list-footer').getByRole('button', { name: 'แชทสด' })).toBeVisible();
  await expect(page.getByTestId('cs-list-login')).toHaveCount(0);
  const [popup] = await Promise.all([page.waitForEvent('popup'), help.getByRole('button', { name: 'LINE' }).click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://line.me/R/ti/p/@siamspin?userName=demo');
  await popup.close();

  // A member's AICAN entry also carries their VIP label (member info's clubLabel: demo is VIP 1) as its category.
  await control('scenario', { merchant: 'SSP', set: { customerService: [{ csType: 'AICAN', csPosition: 'MEMBER', title: 'AI help', url: 'https://ai.siamspin.example/help' }] } });
  await page.reload();
  const [ai] = await Promise.all([page.waitForEvent('popup'), help.getByRole('button', { name: 'AI help' }).click()]);
  await ai.waitForLoadState();
  expect(ai.url()).toBe('https://ai.siamspin.example/help?userName=demo&category=VIP+1');
});

test('an entry on an origin the manifest does not allow opens nothing and says why', async ({ page, origin, control }) => {
  await control('scenario', {
    merchant: 'SSP',
    set: { customerService: [
      { csType: 'LIVECHAT', csPosition: 'LOGIN', title: 'Elsewhere', url: 'https://chat.elsewhere.example/x' },
      { csType: 'LINE', csPosition: 'FOOTER', title: 'LINE', url: 'https://line.me/R/ti/p/@siamspin' },
    ] },
  });
  let popups = 0;
  page.on('popup', () => void popups++);
  await page.goto(`${origin('siamspin')}/m/login?language=EN`);
  const login = page.getByTestId('cs-list-login');
  await login.getByRole('button', { name: 'Elsewhere' }).click();
  await expect(login.getByRole('alert')).toHaveText('This customer-service link goes to a site this app does not allow, so it was not opened.');
  // The server's settings changed the entries: the FOOTER one (an allowed origin) still shows.
  await expect(page.getByTestId('cs-list-footer').getByRole('button', { name: 'LINE' })).toBeVisible();
  expect(popups).toBe(0);
});

test('the mini-game widget: not for visitors, after login; drags inside the boundary, snaps to a side, keeps its place; a tap opens it; hidden on logout, its script loaded once across logins; gone with the flag off', async ({ page, origin, control }) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.url().includes('/mini-game/') && scripts.push(new URL(r.url()).pathname)));
  await page.goto(`${origin('siamspin')}/m/login?language=EN`);
  await expect(page.getByTestId('cs-list-footer')).toBeVisible(); // painted and past the first paint's lazy parts
  await expect(page.getByTestId('mini-game')).toHaveCount(0);
  expect(scripts).toEqual([]);

  await logIn(page);
  const widget = page.getByRole('button', { name: 'Mini game' });
  await expect(widget).toBeVisible();
  await expect(widget.getByTestId('mini-game-face')).toBeVisible();
  expect(scripts).toEqual(['/mini-game/v1/minigame.js']);

  const { width, height } = page.viewportSize()!;
  const m = width * 0.02;
  const box = async () => (await widget.boundingBox())!;
  // Drag far past the top-left corner: it stays inside, 2% of the width from the edges, on the left side.
  let b = await box();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x - 500, b.y - 2000, { steps: 5 });
  await page.mouse.up();
  b = await box();
  expect(b.x).toBeCloseTo(m, 0);
  expect(b.y).toBeCloseTo(m, 0);
  // Towards the middle, a little right of centre, low down: it snaps to the right side.
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.down();
  await page.mouse.move(width / 2 + 20, height * 0.7, { steps: 5 });
  await page.mouse.up();
  b = await box();
  expect(b.x + b.width).toBeCloseTo(width - m, 0);
  // Down onto the bottom navigation (where the chat button lives): it rests above it.
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.down();
  await page.mouse.move(width - 10, height + 300, { steps: 5 });
  await page.mouse.up();
  const nav = (await page.locator('.bottom-nav').boundingBox())!;
  b = await box();
  expect(b.y + b.height).toBeLessThanOrEqual(nav.y);
  expect(b.y + b.height).toBeGreaterThan(nav.y - 2 * m - 1);
  const kept = { x: b.x, y: b.y };

  // A press that moves under 2 px is a tap: the game's panel opens.
  await page.mouse.move(b.x + 20, b.y + 20);
  await page.mouse.down();
  await page.mouse.move(b.x + 21, b.y + 21);
  await page.mouse.up();
  // On the page's clock, no earlier than the tap the widget accepted (it reads performance.now()).
  const tappedAt = await page.evaluate(() => performance.now());
  const panel = page.getByTestId('mini-game-panel');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  // Keyboard: focusable, the left arrow takes it to the left side, Enter opens it.
  await widget.focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await box()).x).toBeCloseTo(m, 0);
  await page.keyboard.press('ArrowRight');
  // Opens are debounced 250 ms (CLICK_DEBOUNCE_MS, drag-math.ts): past the tap's on the page's clock before Enter.
  await page.waitForFunction((tap) => performance.now() - tap >= 250, tappedAt);
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();

  // Its place is kept for the session.
  await page.reload();
  await expect(widget).toBeVisible();
  b = await box();
  expect(b.x).toBeCloseTo(kept.x, 0);
  expect(b.y).toBeCloseTo(kept.y, 0);

  // Logging out hides it; logging in again in the same page shows it with the script it already has.
  await page.goto(`${origin('siamspin')}/m/member/home`);
  await expect(widget.getByTestId('mini-game-face')).toBeVisible();
  const requested = scripts.length;
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
  await expect(page.locator('input[name="username"]')).toBeVisible(); // the page that had the widget, now as a visitor
  await expect(page.getByTestId('mini-game')).toBeHidden();
  await logIn(page);
  await expect(widget.getByTestId('mini-game-face')).toBeVisible();
  expect(scripts).toHaveLength(requested);
  expect(await page.locator('script[src*="/mini-game/"]').count()).toBe(1);

  // The back office turns the flag off: no widget, even for a member.
  await control('scenario', { merchant: 'SSP', set: { flags: { MINIGAME3: false } } });
  await page.reload();
  await expect(page.getByTestId('cs-list-footer').or(page.locator('.bottom-nav'))).not.toHaveCount(0);
  await expect(page.getByTestId('mini-game')).toHaveCount(0);
});
