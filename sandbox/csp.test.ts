// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cspFor } from '../scripts/lib/merchant-csp';
import { BASE_CSP, sandboxCsp, securityHeaders } from './csp';
import { startSandbox, type RunningSandbox } from './server';

// The sandbox answers each page with the policy of the merchant it is answered for: the host's
// (or `?merchant=`'s), never a merge of every merchant's.
let sandbox: RunningSandbox;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'm'));
  writeFileSync(join(dist, 'm', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(dist, 'm', 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'm', 'app.js'), '1');
  sandbox = await startSandbox({ staticDir: dist, merchantsDir: new URL('../merchants', import.meta.url).pathname });
});
afterAll(() => sandbox.close());

/** A GET with a chosen Host header (fetch may not set it). */
function headersFor(path: string, host: string): Promise<Record<string, string | string[] | undefined>> {
  const url = new URL(sandbox.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, headers: { Host: `${host}:${url.port}` } }, (res) => {
      res.resume();
      resolve(res.headers);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the served policy', () => {
  it("each merchant's host gets its own merchant's policy on every page and on the worker script", async () => {
    for (const id of ['luckyvn', 'siamspin', 'goldcrest']) {
      const merchant = sandbox.merchants.find((m) => m.id === id)!;
      for (const path of ['/m/home', '/m/login', '/m/index.html', '/m/sw.js']) {
        const headers = await headersFor(path, `${id}.localhost`);
        expect(headers['content-security-policy'], `${id} ${path}`).toBe(merchant.csp);
      }
    }
    const lvn = (await headersFor('/m/home', 'luckyvn.localhost'))['content-security-policy'];
    const ssp = (await headersFor('/m/home', 'siamspin.localhost'))['content-security-policy'];
    expect(lvn).toContain('https://apis.google.com');
    expect(ssp).not.toContain('apis.google.com');
    expect(ssp).not.toContain('connect.facebook.net');
    expect(lvn).not.toContain('analytics.tiktok.com');
  });

  it('`?merchant=` picks the policy as it picks the page; an unknown host gets the default merchant', async () => {
    const siamspin = sandbox.merchants.find((m) => m.id === 'siamspin')!;
    expect((await headersFor('/m/login?merchant=siamspin', '127.0.0.1'))['content-security-policy']).toBe(siamspin.csp);
    const fallback = (await headersFor('/m/login', 'unknown.localhost'))['content-security-policy'];
    expect(sandbox.merchants.map((m) => m.csp)).toContain(fallback);
  });

  it('other files carry no policy; every answer carries nosniff, the referrer and permissions policies', async () => {
    const headers = await headersFor('/m/app.js', 'luckyvn.localhost');
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    expect(headers['strict-transport-security']).toBeUndefined(); // http: the sandbox sends no HSTS
  });

  it('the sandbox policy is the build-time policy with its domains on any port', () => {
    const manifest = { domains: ['m.brand.example'], games: { imageOrigins: ['http://cdn-a.localhost'] } };
    expect(sandboxCsp(manifest)).toBe(cspFor(manifest, { domains: 'any-port' }));
    expect(sandboxCsp(manifest)).toContain("connect-src 'self' m.brand.example:*;");
    expect(securityHeaders(BASE_CSP)['Content-Security-Policy']).toContain("script-src 'self';");
  });
});
