import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Frame, type Page } from '@playwright/test';
import { E2E_CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './support/chromium';
import { expect, test } from './support/fixtures';
import { guardVerdict, isLoopbackAddress, staysLocal, type Finding, type Guards } from './support/guards';

/**
 * The standing guards' self-test (support/guards.ts): each guard fires, in every kind of page a
 * test can have (the fixture's page, a popup, a page from context.newPage(), an iframe, a context
 * from browser.newContext() and one from chromium.launchPersistentContext()). Each test provokes
 * the findings on purpose, asserts that each one is there, then acknowledges exactly those so the
 * guards' own teardown check passes; if a guard stops detecting, the assertion fails.
 */

/** Provokes one of each finding in a page or frame, each marked with `tag`. */
async function provoke(target: Page | Frame, tag: string): Promise<void> {
  await target.evaluate((tag) => {
    // An inline script: the sandbox's CSP (script-src 'self') refuses it.
    const script = document.createElement('script');
    script.textContent = `window.inlineRan = '${tag}';`;
    document.body.append(script);
    console.error(`guard self-test console error ${tag}`);
    // img-src allows https:, so this request is made: to a host that is not the machine's.
    const image = document.createElement('img');
    image.src = `https://evil.example.net/${tag}.png`;
    document.body.append(image);
    setTimeout(() => {
      throw new Error(`guard self-test uncaught ${tag}`);
    });
  }, tag);
}

/** Answers the self-test's third-party host here, so nothing leaves the machine (it is not declared: it must still be found). */
async function answerEvilHost(context: BrowserContext): Promise<void> {
  await context.route('https://evil.example.net/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }));
}

/**
 * Waits until the guards report each kind for this tag, from the given frame URL, then
 * acknowledges them (and the console line Chromium prints for the same CSP refusal).
 */
async function expectEachGuardFired(guards: Guards, tag: string, frameUrl: RegExp): Promise<void> {
  const fired = () => {
    const found = guards.findings();
    return {
      csp: found.some((f) => f.kind === 'csp-violation' && frameUrl.test(f.where) && /script-src/.test(f.message)),
      pageError: found.some((f) => f.kind === 'page-error' && f.message.includes(`uncaught ${tag}`)),
      consoleError: found.some((f) => f.kind === 'console-error' && f.message.includes(`console error ${tag}`)),
      thirdParty: found.some((f) => f.kind === 'third-party-request' && f.message === `GET https://evil.example.net/${tag}.png` && frameUrl.test(f.where)),
    };
  };
  await expect.poll(fired, { message: `guards' findings for ${tag}` }).toEqual({ csp: true, pageError: true, consoleError: true, thirdParty: true });
  const acknowledged = guards.acknowledge(
    (f) => (f.kind === 'csp-violation' && frameUrl.test(f.where)) || f.message.includes(tag) || (f.kind === 'console-error' && /Content Security Policy/.test(f.message)),
  );
  expect(acknowledged.map((f) => f.kind).sort()).toEqual(expect.arrayContaining(['console-error', 'csp-violation', 'page-error', 'third-party-request']));
  expect(guards.findings(), 'nothing else found').toEqual([]);
}

test.describe('the standing guards fire', () => {
  test('in the fixture page', async ({ context, page, origin, guards }) => {
    await answerEvilHost(context);
    await page.goto(`${origin()}/m/home`);
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await provoke(page, 'main-page');
    await expectEachGuardFired(guards, 'main-page', /\/m\/home$/);
    expect(await page.evaluate(() => (window as unknown as { inlineRan?: string }).inlineRan)).toBeUndefined(); // the CSP held
  });

  test('in a popup and in a page from context.newPage()', async ({ context, page, origin, guards }) => {
    await answerEvilHost(context);
    await page.goto(`${origin()}/m/home`);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open('/m/login', '_blank'))]);
    await expect(popup.locator('input[name="username"]')).toBeVisible();
    await provoke(popup, 'popup');
    await expectEachGuardFired(guards, 'popup', /\/m\/login$/);

    const second = await context.newPage();
    await second.goto(`${origin('goldcrest')}/m/home`);
    await expect(second.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await provoke(second, 'new-page');
    await expectEachGuardFired(guards, 'new-page', /goldcrest\.localhost:\d+\/m\/home$/);
    expect(guards.counts()).toMatchObject({ contexts: 1, pages: 3 });
  });

  test('in an iframe', async ({ context, page, origin, guards }) => {
    await answerEvilHost(context);
    await page.goto(`${origin()}/m/home`);
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/m/login?in=frame';
      document.body.append(frame);
    });
    const frame = page.frameLocator('iframe').locator('input[name="username"]');
    await expect(frame).toBeVisible();
    const child = page.frames().find((f) => f.url().includes('in=frame'));
    expect(child).toBeTruthy();
    await provoke(child!, 'iframe');
    await expectEachGuardFired(guards, 'iframe', /\/m\/login\?in=frame$/);
    expect(guards.counts().frames).toBeGreaterThanOrEqual(2);
  });

  test('in a context from browser.newContext()', async ({ browser, origin, guards }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1' });
    expect(guards.watches(context)).toBe(true);
    await answerEvilHost(context);
    const page = await context.newPage();
    await page.goto(`${origin()}/m/home`);
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await provoke(page, 'new-context');
    await expectEachGuardFired(guards, 'new-context', /\/m\/home$/);
    await context.close();
  });

  test('in a persistent context from chromium.launchPersistentContext()', async ({ origin, guards }) => {
    const dir = mkdtempSync(join(tmpdir(), 'm-guards-profile-'));
    const context = await chromium.launchPersistentContext(dir, { executablePath: HEADLESS_SHELL_PATH, args: E2E_CHROMIUM_ARGS });
    try {
      expect(guards.watches(context)).toBe(true);
      await answerEvilHost(context);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${origin()}/m/home`);
      await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
      await provoke(page, 'persistent');
      await expectEachGuardFired(guards, 'persistent', /\/m\/home$/);
    } finally {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe('what a test declares is not a finding', () => {
  test('a declared console error and a declared stand-in that the test answers', async ({ context, page, origin, guards, expectConsoleError, declareStandIn }) => {
    expectConsoleError(/^guard self-test expected error$/, 'the guards self-test logs it on purpose');
    // An image host the default merchant's CSP allows (games.imageOrigins), so only the guards speak.
    declareStandIn(/^GET https:\/\/img1\.luckyvn\.example\/pixel\.png$/, 'the guards self-test answers this host with context.route');
    await context.route('https://img1.luckyvn.example/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }));
    const answered = page.waitForResponse('https://img1.luckyvn.example/pixel.png');
    await page.goto(`${origin()}/m/home`);
    await page.evaluate(() => {
      console.error('guard self-test expected error');
      const image = document.createElement('img');
      image.src = 'https://img1.luckyvn.example/pixel.png';
      document.body.append(image);
    });
    await answered;
    await guards.settle();
    expect(guards.findings()).toEqual([]);
    // Both were seen (declared, so not findings): the declarations matched something.
    expect(guards.declarations().map((d) => d.used)).toEqual([1, 1]);
  });

  test('a declaration needs a written reason', async ({ expectConsoleError, declareStandIn }) => {
    expect(() => expectConsoleError(/x/, '')).toThrow(/needs a written reason/);
    expect(() => declareStandIn(/x/, ' ')).toThrow(/needs a written reason/);
  });
});

test.describe('the teardown decision', () => {
  test('passes with no finding and fails naming each finding', () => {
    expect(guardVerdict([])).toBeNull();
    const findings: Finding[] = [
      { kind: 'csp-violation', message: 'enforce script-src-elem blocked inline', where: 'http://localhost:1/m/home' },
      { kind: 'page-error', message: 'Error: boom', where: 'http://localhost:1/m/login' },
      { kind: 'console-error', message: 'something broke', where: '' },
      { kind: 'third-party-request', message: 'GET https://evil.example.net/x.png', where: 'http://localhost:1/m/home' },
    ];
    const verdict = guardVerdict(findings);
    expect(verdict).toMatch(/found 4 problems/);
    expect(verdict).toContain('1. [csp-violation] enforce script-src-elem blocked inline (at http://localhost:1/m/home)');
    expect(verdict).toContain('2. [page-error] Error: boom (at http://localhost:1/m/login)');
    expect(verdict).toContain('3. [console-error] something broke');
    expect(verdict).toContain('4. [third-party-request] GET https://evil.example.net/x.png');
  });

  test('only loopback, data: and blob: URLs stay on the machine', () => {
    for (const url of ['http://localhost:4173/m/home', 'http://luckyvn.localhost:4173/wps/x', 'http://127.0.0.1:9099/emulator', 'data:image/png;base64,AA', 'blob:http://localhost:1/abc', 'about:blank']) {
      expect(staysLocal(url), url).toBe(true);
    }
    for (const url of ['https://example.org/', 'https://apis.google.com/js/api.js', 'http://localhost.evil.example/', 'http://10.0.0.1/', 'chrome-extension://abc/x.js']) {
      expect(staysLocal(url), url).toBe(false);
    }
  });

  test('a response from a loopback address came from this machine (a stand-in), any other from the network', () => {
    for (const ip of ['127.0.0.1', '127.3.2.1', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackAddress(ip), ip).toBe(true);
    for (const ip of ['10.0.0.1', '157.240.1.35', '128.0.0.1', '::2', '1127.0.0.1', '::ffff:10.0.0.1', '']) expect(isLoopbackAddress(ip), ip).toBe(false);
  });
});
