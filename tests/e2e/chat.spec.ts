import type { Page } from '@playwright/test';
import { expect, recordedCalls, test } from './support/fixtures';

/**
 * Chat, end to end on Goldcrest (CBS3 on, chat in a sandboxed frame): a member's unread badge and
 * a new message raising it, the chat opening with the product's parameters on the stand-in's own
 * origin; a visitor's tap going through the login and on to the chat; member type 4 refused with
 * no unread or launch call.
 */
const UNREAD = '/wps/relay/CBS_unreadCount';
const LAUNCH = '/wps/relay/CBS_launchChat';

async function logIn(page: Page, userName: string, password: string): Promise<void> {
  await page.locator('input[name="username"]').fill(userName);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

test('a member sees the unread count, a new message raises it, and the chat opens with the right parameters', async ({ page, origin, control }) => {
  const site = origin('goldcrest');
  await page.goto(`${site}/m/login`);
  await logIn(page, 'demo', 'demo1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  const chat = page.locator('.bottom-nav__item--chat');
  await expect(chat.getByTestId('chat-badge')).toHaveText(/^2\s*Unread messages: 2$/);

  // The chat service sends three more; the page asks again when it becomes visible.
  await control('chat/message', { merchant: 'GCR', userName: 'demo', count: 3 });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(chat.getByTestId('chat-badge')).toContainText('5');

  await chat.click();
  await expect(page).toHaveURL(/\/m\/chat$/);
  const frame = page.frameLocator('[data-testid="chat-frame"]');
  await expect(frame.getByTestId('chat-param-user')).toHaveText('demo');
  await expect(frame.getByTestId('chat-param-language')).toHaveText('EN');
  await expect(frame.getByTestId('chat-param-title')).toHaveText('Goldcrest');
  await expect(frame.getByTestId('chat-param-headerColor')).toHaveText('#1b7f3b');
  expect(await page.getByTestId('chat-frame').getAttribute('src')).toMatch(/^http:\/\/chat\.localhost:\d+\/chat\?/);
  const [launch] = await recordedCalls(control, LAUNCH, 'GCR');
  expect(launch!.query).toEqual({ b2c: '1', title: 'Goldcrest', backUrl: `${site}/m/home`, language: 'EN', headerColor: '#1b7f3b' });

  // Back: the messages were read in the chat, so the badge is gone.
  await page.getByRole('button', { name: 'Back' }).first().click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(async () => (await recordedCalls(control, UNREAD, 'GCR')).length).toBeGreaterThanOrEqual(3);
  await expect(chat).toBeVisible();
  await expect(chat.getByTestId('chat-badge')).toHaveCount(0);
});

test('a visitor tapping chat logs in and comes back to the chat, in Chinese', async ({ page, origin, control }) => {
  // The player's stored language (the app's page only: the script also runs in the chat's sandboxed frame).
  await page.addInitScript(() => {
    if (window === window.top) localStorage.setItem('language', 'CN');
  });
  const site = origin('goldcrest');
  await page.goto(`${site}/m/home`);
  const chat = page.locator('.bottom-nav__item--chat');
  await expect(chat).toHaveText('在线聊天');
  await expect(chat.getByTestId('chat-badge')).toHaveCount(0);
  await chat.click();
  await expect(page).toHaveURL(/\/m\/login\?returnTo=%2Fm%2Fchat$/);
  await logIn(page, 'demo', 'demo1234');
  await expect(page).toHaveURL(/\/m\/chat$/);
  await expect(page.frameLocator('[data-testid="chat-frame"]').getByTestId('chat-param-language')).toHaveText('CN');
  expect(await recordedCalls(control, LAUNCH, 'GCR')).toHaveLength(1);
});

test("member type 4 gets 'no_permissions' and no unread or launch call", async ({ page, origin, control }) => {
  const site = origin('goldcrest');
  await page.goto(`${site}/m/login`);
  await logIn(page, 'restricted', 'restricted1');
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.locator('.bottom-nav__item--chat').click();
  await expect(page.getByRole('alert')).toHaveText('Your account does not have permission to use chat.');
  await page.getByRole('button', { name: 'Back' }).last().click();
  // Home again, the bar and its chat button painted: where a member's badge would have asked.
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('.bottom-nav__item--chat')).toBeVisible();
  // The member's own calls are made and recorded (rank progress, after login), the chat's are not.
  await expect.poll(async () => (await recordedCalls(control, '/wps/relay/MCSFE_getPlayerRankProgress', 'GCR')).length).toBeGreaterThan(0);
  expect(await recordedCalls(control, UNREAD, 'GCR')).toHaveLength(0);
  expect(await recordedCalls(control, LAUNCH, 'GCR')).toHaveLength(0);
  await expect(page.locator('.bottom-nav__item--chat').getByTestId('chat-badge')).toHaveCount(0);
});
