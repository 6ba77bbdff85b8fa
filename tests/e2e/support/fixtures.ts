import { test as base, expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedCall } from '../../../sandbox/merchant-state';
import { quietPopups } from '../../../sandbox/quiet-popups';
import { sandboxClient } from '../../../sandbox/sandbox-client';
import { writeSandboxRoot } from '../../../sandbox/sandbox-build';
import { startSandbox, type RunningSandbox } from '../../../sandbox/server';
import { startNginx, type RunningNginx } from '../../../scripts/deploy/run-nginx';
import { Guards, guardVerdict, writeGuardRecord } from './guards';

import type { Server } from './serving';

export { SERVING, type Server } from './serving';

/** The build the tests serve. */
export const DIST = process.env.M_DIST ?? 'dist';

/**
 * `sandbox`: one sandbox backend per worker, serving dist/ and the /wps API, reset before each
 * test; in the `nginx` project, `nginx` serves the build in front of it. `origin(merchant)` gives
 * a host that resolves to that merchant on the project's server (Chromium maps every *.localhost
 * name to the loopback address, and the sandbox's overlay lists `<id>.localhost` for each merchant).
 * `wpsRequests`: every /wps request the page made, with its headers, for header assertions.
 *
 * `guards` (automatic, in every test; support/guards.ts): every browser context the test creates,
 * however it creates it (the `context`/`page` fixtures, `browser.newContext`,
 * `chromium.launchPersistentContext`), is watched from the moment it exists, with its pages,
 * popups and frames. A CSP violation, an uncaught error, an undeclared console error or a request
 * that would leave the machine fails the test. A test declares what it expects:
 * `expectConsoleError(/pattern/, 'reason')`, `declareStandIn(/url pattern/, 'reason')` for a
 * third-party URL it answers itself with route().
 */
interface Fixtures {
  guards: Guards;
  /** Declares a console error the test expects, with why; `at` narrows it to where it comes from (a resource URL). */
  expectConsoleError: (pattern: RegExp, reason: string, options?: { at?: RegExp }) => void;
  declareStandIn: (pattern: RegExp, reason: string) => void;
  /** Declares an uncaught error the test expects (thrown by code the project does not own), with why. */
  expectPageError: (pattern: RegExp, reason: string) => void;
  sandbox: RunningSandbox;
  /** nginx in front of the sandbox in the `nginx` project; undefined elsewhere. */
  nginx: RunningNginx | undefined;
  /** The page's origin for a merchant (its `<id>.localhost` host), on the server of the project. */
  origin: (merchantId?: string) => string;
  wpsRequests: Request[];
  control: (path: string, body?: unknown) => Promise<unknown>;
}

/** Playwright's client instrumentation: told of every context created in this process, before the creator gets it. */
interface ContextListener {
  runAfterCreateBrowserContext?: (context: BrowserContext) => Promise<void>;
}
interface ClientInstrumentation {
  addListener(listener: ContextListener): void;
  removeListener(listener: ContextListener): void;
}

export const test = base.extend<Fixtures, { sandboxWorker: RunningSandbox; server: Server; nginxWorker: RunningNginx | undefined }>({
  server: ['sandbox', { option: true, scope: 'worker' }],
  sandboxWorker: [
    async ({}, use) => {
      // Every merchant starts (and resets) with no announcement or welcome popup, so that they never
      // cover what a test looks at; the popup tests switch them back on (scenario popups: null).
      const sandbox = await startSandbox({ staticDir: DIST, scenarios: quietPopups() });
      await use(sandbox);
      await sandbox.close();
    },
    { scope: 'worker' },
  ],
  nginxWorker: [
    async ({ server, sandboxWorker }, use) => {
      if (server !== 'nginx') return use(undefined);
      // The build as the sandbox serves it, written out: nginx serves files only.
      const root = mkdtempSync(join(tmpdir(), 'm-e2e-nginx-'));
      writeSandboxRoot(DIST, root);
      const nginx = await startNginx({ root, api: sandboxWorker.url, sandbox: sandboxWorker.url });
      await use(nginx);
      await nginx.stop();
      rmSync(root, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  guards: [
    async ({ playwright }, use, testInfo) => {
      const instrumentation = (playwright as unknown as { _instrumentation?: ClientInstrumentation })._instrumentation;
      // Without this hook a context made by browser.newContext or launchPersistentContext would go unwatched.
      if (!instrumentation?.addListener) throw new Error('e2e guards: Playwright no longer offers its client instrumentation; the guards cannot see new contexts');
      const guards = new Guards();
      const listener: ContextListener = { runAfterCreateBrowserContext: (context) => guards.watch(context) };
      instrumentation.addListener(listener);
      try {
        await use(guards);
      } finally {
        instrumentation.removeListener(listener);
      }
      await guards.settle();
      const findings = guards.findings();
      writeGuardRecord(`${testInfo.testId}-${testInfo.retry}`, {
        test: `${testInfo.file.split('/').pop()} › ${testInfo.titlePath.slice(1).join(' › ')}`,
        status: testInfo.status ?? 'unknown',
        ...guards.counts(),
        findings: findings.length,
        acknowledged: guards.acknowledged().length,
        declarations: guards.declarations(),
      });
      const verdict = guardVerdict(findings);
      if (verdict) throw new Error(verdict);
    },
    { auto: true },
  ],
  // The fixture's own context depends on the guards, so it is created (and watched) after they start.
  context: async ({ context, guards }, use) => {
    await guards.watch(context);
    await use(context);
  },
  expectConsoleError: async ({ guards }, use) => {
    await use((pattern, reason, options) => guards.expectConsoleError(pattern, reason, options));
  },
  declareStandIn: async ({ guards }, use) => {
    await use((pattern, reason) => guards.declareStandIn(pattern, reason));
  },
  expectPageError: async ({ guards }, use) => {
    await use((pattern, reason) => guards.expectPageError(pattern, reason));
  },
  sandbox: async ({ sandboxWorker }, use) => {
    await fetch(`${sandboxWorker.url}/__sandbox/reset`, { method: 'POST' });
    await use(sandboxWorker);
  },
  nginx: async ({ nginxWorker }, use) => {
    await use(nginxWorker);
  },
  origin: async ({ sandbox, nginx }, use) => {
    const port = nginx?.port ?? sandbox.port;
    await use((merchantId) => (merchantId ? `http://${merchantId}.localhost:${port}` : `http://localhost:${port}`));
  },
  wpsRequests: async ({ page }, use) => {
    const requests: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/wps/')) requests.push(request);
    });
    await use(requests);
  },
  control: async ({ sandbox }, use) => {
    await use(async (path, body) => {
      const response = await fetch(`${sandbox.url}/__sandbox/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    });
  },
});

export { expect };
export { failedToLoad } from './guards';

/** Logs in through the sandbox's own client (wire encryption included) and returns the token. */
export async function sandboxToken(sandbox: RunningSandbox, merchantCode: string, username = 'demo', password = 'demo1234'): Promise<string> {
  const scheme = merchantCode === 'LVN' ? 'DES' : 'AES-GCM';
  const body = await sandboxClient(sandbox.url, merchantCode).post<{ token?: string }>('/wps/session/login', { username, password, type: 'username' }, { encrypt: scheme });
  const token = (body as { value?: { token?: string } }).value?.token;
  if (!token) throw new Error(`sandbox gave no token for ${username}: ${JSON.stringify(body)}`);
  return token;
}

/**
 * The app has taken over the page: the HTML shell the server sent for a home or login path (which
 * paints, and shows its inputs, before any script has run) is gone. At once on any other page.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('#root[data-shell]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Logs demo in on the login page at `url` with "Remember me" ticked, and waits until home is up and
 * the remembered login is stored (auto login's record: lib/remember/).
 */
export async function rememberedLogin(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('remember-login'))).toContain('"username":"demo"');
}

/** Session info as the app stored it. */
export async function storedSession(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('session-info') ?? 'null'));
}

/**
 * What the sandbox recorded for a merchant (GET /__sandbox/calls): every call, or those to one path,
 * with encrypted bodies decrypted.
 *
 *   const [login] = await recordedCalls(control, '/wps/session/login');   // login.body.username …
 */
export async function recordedCalls<B = Record<string, unknown>>(
  control: (path: string) => Promise<unknown>,
  path?: string,
  merchant = 'LVN',
): Promise<(Omit<RecordedCall, 'body'> & { body: B })[]> {
  const { calls } = (await control(`calls?merchant=${merchant}${path ? `&path=${path}` : ''}`)) as { calls: (Omit<RecordedCall, 'body'> & { body: B })[] };
  return calls;
}
