import type { Frame, Page } from '@playwright/test';
import { expect, storedSession, test } from './support/fixtures';

/**
 * The frames the app embeds (the trial game, the chat) cannot act on the page: they are sandboxed
 * with the fewest flags that work (no top navigation, no modals), and the page has no handler that
 * takes a message from them (scripts/message-handlers.test.ts keeps any future handler checking
 * origin, source and shape). Here a frame, and a same-origin window that is not the frame, post
 * forged messages of every shape the app's own messages have or an attacker would try; the page
 * must stay where it is, with the same session and no dialog.
 */
const FORGED: unknown[] = [
  { type: 'SKIP_WAITING' },
  { type: 'navigate', url: 'https://evil.example/' },
  { type: 'launchGame', url: 'javascript:alert(1)' },
  { type: 'logout' },
  { type: 'session', token: 'attacker-token' },
  { action: 'close' },
  'location=https://evil.example/',
  '{"type":"navigate","url":"https://evil.example/"}',
  null,
  42,
  [{ type: 'navigate' }],
];

async function logIn(page: Page, site: string) {
  await page.goto(`${site}/m/login`);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** The last message each sender posts: messages from one sender arrive in the order it sent them. */
const LAST = 'e2e: the forged messages end here';

/**
 * Posts every forged message from the frame (its own origin) and from a same-origin window that is
 * not it, and returns once the page has received every one of them: each sender posts LAST after
 * its forged messages, so when the page has had LAST from both, every handler of the app has run on
 * every forged message.
 */
async function postForged(page: Page, frame: Frame) {
  await page.evaluate((last) => {
    const w = window as { lastSeen?: number };
    w.lastSeen = 0;
    addEventListener('message', (event) => {
      if (event.data === last) w.lastSeen! += 1;
    });
  }, LAST);
  await frame.evaluate(({ messages, last }) => { for (const m of [...messages, last]) parent.postMessage(m, '*'); }, { messages: FORGED, last: LAST });
  await page.evaluate(({ messages, last }) => {
    const other = document.body.appendChild(document.createElement('iframe'));
    for (const m of messages) {
      other.contentWindow!.parent.postMessage(m, location.origin); // our origin, a wrong source
      window.postMessage(m, location.origin); // the page itself
    }
    // The other window's messages and the page's own are queued in this one event loop, in order.
    window.postMessage(last, location.origin);
    other.remove();
  }, { messages: FORGED, last: LAST });
  await page.waitForFunction(() => (window as { lastSeen?: number }).lastSeen === 2);
}

async function expectUnmoved(page: Page, url: RegExp, token: unknown, dialogs: string[]) {
  await expect(page).toHaveURL(url);
  expect((await storedSession(page))?.token).toBe(token);
  expect(dialogs).toEqual([]);
}

test('forged messages from the trial game frame or another window change nothing', async ({ page, origin }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
  await logIn(page, origin());
  const token = (await storedSession(page))?.token;
  await page.goto(`${origin()}/m/trialGame?gameId=22001&nodeId=22&vendor=JILI&code=super-ace&name=Super+Ace&backUrl=%2Fm%2Fhome`);
  await expect(page.frameLocator('iframe.trial__frame').getByTestId('param-gameId')).toHaveText('22001');
  await expect(page.locator('iframe.trial__frame')).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  const frame = page.frames().find((f) => /^http:\/\/games\.localhost:\d+\//.test(f.url()))!;
  await postForged(page, frame);
  await expectUnmoved(page, /\/m\/trialGame\?/, token, dialogs);
  await expect(page.frameLocator('iframe.trial__frame').getByTestId('param-gameId')).toHaveText('22001');
});

test('forged messages from the chat frame or another window change nothing', async ({ page, origin }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
  await logIn(page, origin('goldcrest'));
  const token = (await storedSession(page))?.token;
  await page.locator('.bottom-nav__item--chat').click();
  await expect(page).toHaveURL(/\/m\/chat$/);
  await expect(page.frameLocator('[data-testid="chat-frame"]').getByTestId('chat-param-user')).toHaveText('demo');
  await expect(page.getByTestId('chat-frame')).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox');
  const frame = page.frames().find((f) => /^http:\/\/chat\.localhost:\d+\//.test(f.url()))!;
  await postForged(page, frame);
  await expectUnmoved(page, /\/m\/chat$/, token, dialogs);
});
