// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_MERCHANTS, startSandbox, type RunningSandbox } from './server';

// What the app's domain race needs from the server: the page may connect to the
// merchant domains (CSP), and another origin's ping passes the CORS preflight.
let sandbox: RunningSandbox;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'sandbox-race-'));
  mkdirSync(join(dist, 'm'));
  writeFileSync(join(dist, 'm', 'index.html'), '<!doctype html><title>app</title>');
  sandbox = await startSandbox({ merchantsDir: FIXTURE_MERCHANTS, staticDir: dist });
});
afterAll(() => sandbox.close());

describe('domain race support', () => {
  it('connect-src lists the merchant’s own domains, any port, the page’s scheme', async () => {
    const csp = (await fetch(`${sandbox.url}/m/home`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/connect-src 'self' lvn\.example\.test:\* www\.lvn\.example\.test:\*[;\s]/);
    expect(csp).not.toContain('tth'); // the other fixture merchant's domains are not this page's
  });

  it('answers the CORS preflight of the ping (no Merchant header needed) and only of the ping', async () => {
    const preflight = (path: string) => fetch(`${sandbox.url}${path}`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://other.localhost:1234', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'language,merchant' },
    });
    const ping = await preflight('/wps/system/test/ping');
    expect(ping.status).toBe(204);
    expect(Object.fromEntries([...ping.headers].filter(([k]) => k.startsWith('access-control')))).toEqual({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET',
      'access-control-allow-headers': 'Merchant, Language',
      'access-control-max-age': '600',
    });
    const other = await preflight('/wps/member/info');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
