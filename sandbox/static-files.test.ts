// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_MERCHANTS, startSandbox, type RunningSandbox } from './server';
import { markAsSandbox } from './static-files';

let sandbox: RunningSandbox;
let dist: string;
const INDEX = '<!doctype html><html><head><title>app</title></head><body><script type="module" src="/m/assets/index-abc123.js"></script></body></html>';
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sandbox-dist-'));
  const put = (path: string, body: string) => {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), body);
  };
  put('m/index.html', INDEX);
  put('m/assets/index-abc123.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  put('m/assets/app-1.css', 'body{margin:0}');
  put('m/sw.js', 'self.addEventListener("fetch", () => {});');
  put('m/asset-manifest.json', '{"files":{}}');
  put('m/manifest.webmanifest', '{"name":"app"}');
  put('m/merchants/lvn/manifest.json', '{"id":"lvn"}');
  put('m/icon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  put('m/font.woff2', 'wOF2');
  put('secret.txt', 'outside /m but inside the root');
  writeFileSync(join(dist, '..', 'sandbox-outside.txt'), 'must never be served');
  sandbox = await startSandbox({ merchantsDir: FIXTURE_MERCHANTS, staticDir: dist });
});
afterAll(() => sandbox.close());

/** Sends the path byte for byte (fetch would normalise "../"). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(sandbox.url);
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static serving', () => {
  it('answers /m/ with the home shell, not the folder\'s index.html, when the build has one', async () => {
    const shell = join(dist, 'm/shells/lvn.VI.html');
    mkdirSync(join(dist, 'm/shells'), { recursive: true });
    writeFileSync(shell, '<!doctype html><html><head></head><body>shell</body></html>');
    try {
      expect(await (await fetch(`${sandbox.url}/m/`)).text()).toContain('shell');
      expect(await (await fetch(`${sandbox.url}/m/index.html`)).text()).toBe(markAsSandbox(INDEX)); // a file is the file
    } finally {
      rmSync(shell);
    }
  });

  it('falls back to /m/index.html for app routes, with the CSP and no-cache', async () => {
    for (const path of ['/m/home', '/m/member/home', '/m/register.html', '/m/index.html', '/m/']) {
      const res = await fetch(`${sandbox.url}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html).toBe(markAsSandbox(INDEX));
      expect(html).toContain('<head><meta name="m-sandbox" content="1"><title>app</title>');
      // 127.0.0.1 belongs to no merchant: the default merchant's page and policy.
      expect(res.headers.get('content-security-policy')).toBe(sandbox.merchants.find((m) => m.id === 'lvn')!.csp);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    expect(sandbox.merchants[0]!.csp).toContain("frame-ancestors 'self'; form-action 'self'");
  });

  it('never answers HTML for a missing file with an extension', async () => {
    expect((await fetch(`${sandbox.url}/m/assets/index-gone99.js`)).status).toBe(404);
    // Nor for anything missing under assets/, extension or not.
    expect((await fetch(`${sandbox.url}/m/assets/index-gone99`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/m/assets/gone.html`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/elsewhere`)).status).toBe(404);
  });

  it('sets content types and cache policy per file', async () => {
    const expectations: [string, string, string][] = [
      ['/m/assets/index-abc123.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
      ['/m/assets/app-1.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
      ['/m/asset-manifest.json', 'application/json; charset=utf-8', 'no-cache'],
      ['/m/merchants/lvn/manifest.json', 'application/json; charset=utf-8', 'no-cache'],
      ['/m/manifest.webmanifest', 'application/manifest+json', 'no-cache'],
      ['/m/icon.svg', 'image/svg+xml', 'no-cache'],
      ['/m/font.woff2', 'font/woff2', 'no-cache'],
    ];
    for (const [path, type, cache] of expectations) {
      const res = await fetch(`${sandbox.url}${path}`);
      expect([path, res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([path, 200, type, cache]);
      expect(res.headers.get('content-security-policy')).toBeNull();
    }
    // The worker script carries the page's policy: it governs what the worker may fetch.
    const sw = await fetch(`${sandbox.url}/m/sw.js`);
    expect([sw.headers.get('content-type'), sw.headers.get('cache-control')]).toEqual(['text/javascript; charset=utf-8', 'no-cache']);
    expect(sw.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('gzips when asked and answers 304 to a matching ETag', async () => {
    const res = await rawGzip('/m/assets/index-abc123.js');
    expect(res.encoding).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toContain('console.log');
    const first = await fetch(`${sandbox.url}/m/sw.js`);
    const again = await fetch(`${sandbox.url}/m/sw.js`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('refuses paths that leave the static root, and redirects / to /m/', async () => {
    expect((await rawGet('/m/..%2f..%2fsandbox-outside.txt')).status).toBe(403);
    expect((await rawGet('/..%2fsandbox-outside.txt')).status).toBe(403);
    const dotted = await rawGet('/m/../../sandbox-outside.txt');
    expect(dotted.body).not.toContain('must never be served');
    expect((await rawGet('/m/%E0%A4%A')).status).toBe(400);
    const root = await fetch(`${sandbox.url}/`, { redirect: 'manual' });
    expect([root.status, root.headers.get('location')]).toEqual([302, '/m/']);
  });
});

function rawGzip(path: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const url = new URL(sandbox.url);
    const req = request({ host: url.hostname, port: url.port, path, headers: { 'Accept-Encoding': 'gzip, br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
