import { test as base, expect, type Page, type Request } from '@playwright/test';
import type { RecordedCall } from '../../../sandbox/merchant-state';
import { sandboxClient } from '../../../sandbox/sandbox-client';
import { startSandbox, type RunningSandbox } from '../../../sandbox/server';

/**
 * `sandbox`: one sandbox backend per worker, serving dist/ and the /wps API, reset before each
 * test. `origin(merchant)` gives a host that resolves to that merchant (Chromium maps every
 * *.localhost name to the loopback address, and each demo manifest lists `<id>.localhost`).
 * `wpsRequests`: every /wps request the page made, with its headers, for header assertions.
 */
interface Fixtures {
  /** Automatic: fails the test when the page reports a Content-Security-Policy violation. */
  cspGuard: void;
  sandbox: RunningSandbox;
  origin: (merchantId?: string) => string;
  wpsRequests: Request[];
  control: (path: string, body?: unknown) => Promise<unknown>;
}

export const test = base.extend<Fixtures, { sandboxWorker: RunningSandbox }>({
  sandboxWorker: [
    async ({}, use) => {
      const sandbox = await startSandbox({ staticDir: process.env.M_DIST ?? 'dist' });
      await use(sandbox);
      await sandbox.close();
    },
    { scope: 'worker' },
  ],
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  sandbox: async ({ sandboxWorker }, use) => {
    await fetch(`${sandboxWorker.url}/__sandbox/reset`, { method: 'POST' });
    await use(sandboxWorker);
  },
  origin: async ({ sandbox }, use) => {
    await use((merchantId) => (merchantId ? `http://${merchantId}.localhost:${sandbox.port}` : `http://localhost:${sandbox.port}`));
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

/** Logs in through the sandbox's own client (wire encryption included) and returns the token. */
export async function sandboxToken(sandbox: RunningSandbox, merchantCode: string, username = 'demo', password = 'demo1234'): Promise<string> {
  const scheme = merchantCode === 'LVN' ? 'DES' : 'AES-GCM';
  const body = await sandboxClient(sandbox.url, merchantCode).post<{ token?: string }>('/wps/session/login', { username, password, type: 'username' }, { encrypt: scheme });
  const token = (body as { value?: { token?: string } }).value?.token;
  if (!token) throw new Error(`sandbox gave no token for ${username}: ${JSON.stringify(body)}`);
  return token;
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
