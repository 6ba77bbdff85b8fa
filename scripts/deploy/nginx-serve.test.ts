// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAVE_NGINX, SHARED } from './nginx-fixture.ts';
import { CONTENT_TYPES, IMMUTABLE } from './nginx-shared.ts';
import { precompress } from './precompress.ts';
import { NGINX, startNginx, type RunningNginx } from './run-nginx.ts';

const NO_NGINX = `${NGINX} is not installed: the generated configuration is not run`;

// ---------------------------------------------------------------------------------------------
// The rules, answered by nginx (a build made for the test)

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(base);
  return new Promise((done, fail) => {
    const req = request({ host: url.hostname, port: url.port, path, headers: { Host: 'm.alpha.example', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

function writeFixture(root: string): void {
  const put = (rel: string, body: string | Buffer) => {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), body);
  };
  const manifest = (id: string, languages: string[]) => JSON.stringify({
    id, domains: [`m.${id}.example`], languages: { default: languages[0], supported: languages },
    routes: [{ screen: 'home', path: '/m/home', aliases: ['/m/index', '/m/index.html'] }, { screen: 'login', path: '/m/login' }, { screen: 'register', path: '/m/register' }],
  });
  put('m/merchants/alpha/manifest.json', manifest('alpha', ['VI', 'EN', 'CN']));
  put('m/merchants/beta/manifest.json', manifest('beta', ['TH', 'EN']));
  put('m/hosts/_default.json', JSON.stringify({ id: 'alpha' }));
  for (const id of ['alpha', 'beta']) {
    put(`m/headers/${id}.json`, JSON.stringify({ 'Content-Security-Policy': `default-src 'self'; img-src https://img.${id}.example`, ...SHARED }));
    put(`m/pages/${id}.html`, `<!doctype html><html><head></head><body>page ${id}</body></html>`);
  }
  for (const lang of ['VI', 'EN', 'CN']) {
    put(`m/shells/alpha.${lang}.html`, `<!doctype html><html><head></head><body>shell alpha ${lang}</body></html>`);
    put(`m/shells/alpha.login.${lang}.html`, `<!doctype html><html><head></head><body>login alpha ${lang}</body></html>`);
  }
  const time = new Date('2026-01-01T00:00:00Z');
  for (const lang of ['EN', 'CN']) utimesSync(join(root, `m/shells/alpha.${lang}.html`), time, time);
  for (const lang of ['TH', 'EN']) put(`m/shells/beta.${lang}.html`, `<!doctype html><html><head></head><body>shell beta ${lang}</body></html>`);
  // beta has no login shells: its login path falls back to index.html.
  put('m/index.html', '<!doctype html><html><head></head><body>index</body></html>');
  put('m/sw.js', 'self.addEventListener("fetch", () => {});');
  put('m/assets/app-1f2e.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  put('m/assets/pre-9a8b.js', `console.log(${JSON.stringify('y'.repeat(4000))});`);
  for (const ext of Object.keys(CONTENT_TYPES)) put(`m/types/file${ext}`, 'x');
}

let api: Server;
let nginx: RunningNginx | undefined;
let fixture: string;
const received: Record<string, string | string[] | undefined>[] = [];

describe.skipIf(!HAVE_NGINX)(`the rules, as nginx answers them${HAVE_NGINX ? '' : ` (skipped: ${NO_NGINX})`}`, () => {
  beforeAll(async () => {
    fixture = mkdtempSync(join(tmpdir(), 'm-nginx-build-'));
    writeFixture(fixture);
    precompress(join(fixture, 'm', 'assets'), { minBytes: 256 });
    rmSync(join(fixture, 'm', 'assets', 'app-1f2e.js.gz'));
    api = createServer((req, res) => {
      received.push(req.headers);
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ ok: true, path: req.url }));
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', () => done()));
    nginx = await startNginx({ root: fixture, api: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await nginx?.stop();
    await new Promise<void>((done) => api.close(() => done()));
    rmSync(fixture, { recursive: true, force: true });
  });
  const at = (path: string, headers?: Record<string, string>) => get(nginx!.url, path, headers);

  it('redirects / and /m to /m/', async () => {
    for (const path of ['/', '/m']) {
      const res = await at(path);
      expect([path, res.status, res.headers.location, res.headers['x-content-type-options'], res.headers['cache-control']]).toEqual([path, 302, '/m/', 'nosniff', undefined]);
    }
  });

  it('answers the home paths with the shell in the language asked for, else the default', async () => {
    for (const path of ['/m/', '/m/home', '/m/home/', '/m/index', '/m//']) {
      const res = await at(path);
      expect([path, res.status, res.body.toString()]).toEqual([path, 200, expect.stringContaining('shell alpha VI')]);
      expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toBe("default-src 'self'; img-src https://img.alpha.example");
      expect(res.headers.etag).toBeUndefined();
    }
    // EN's and CN's shells have one size and one mtime: nginx's ETag would be the same for both.
    const en = await at('/m/home', { 'Accept-Language': 'en' });
    const cn = await at('/m/home', { 'Accept-Language': 'zh', 'If-None-Match': '"anything"', 'If-Modified-Since': String(en.headers['last-modified']) });
    expect([cn.status, cn.body.toString()]).toEqual([200, expect.stringContaining('shell alpha CN')]);
    for (const [language, shell] of [['en-US,en;q=0.9', 'EN'], ['zh-CN', 'CN'], ['zh-TW', 'VI'], ['fr, th;q=0.5', 'VI'], ['en;q=0, zh', 'CN']]) {
      expect((await at('/m/home', { 'Accept-Language': language! })).body.toString(), language).toContain(`shell alpha ${shell}`);
    }
    expect((await at('/m/home', { Host: 'm.beta.example', 'Accept-Language': 'en' })).body.toString()).toContain('shell beta EN');
    expect((await at('/m/home', { Host: 'm.beta.example' })).body.toString()).toContain('shell beta TH');
    // Hosts no merchant lists get the default merchant.
    expect((await at('/m/home', { Host: 'unknown.example' })).body.toString()).toContain('shell alpha VI');
  });

  it('answers the login paths with the login shell, and index.html where the build has none', async () => {
    expect((await at('/m/login/', { 'Accept-Language': 'en' })).body.toString()).toContain('login alpha EN');
    const beta = await at('/m/login', { Host: 'm.beta.example' });
    expect([beta.status, beta.body.toString(), beta.headers.vary]).toEqual([200, expect.stringContaining('index'), 'Accept-Encoding, Accept-Language']);
  });

  it('answers a file that exists with the file, even on a home alias', async () => {
    const index = await at('/m/index.html');
    expect([index.status, index.body.toString(), index.headers.vary]).toEqual([200, expect.stringContaining('index'), 'Accept-Encoding']);
    const sw = await at('/m/sw.js');
    expect([sw.headers['content-type'], sw.headers['cache-control'], sw.headers['content-security-policy']]).toEqual(['text/javascript; charset=utf-8', 'no-cache', expect.stringContaining('img.alpha.example')]);
    expect((await at('/m/sw.js/')).body.toString()).toContain('addEventListener');
  });

  it('answers other app routes with the merchant\'s page', async () => {
    for (const path of ['/m/register', '/m/member/home', '/m/x.html', '/m/merchants/', '/m/assets']) {
      const res = await at(path, { Host: 'm.beta.example' });
      expect([path, res.status, res.body.toString(), res.headers.vary]).toEqual([path, 200, expect.stringContaining('page beta'), 'Accept-Encoding, Accept-Language']);
    }
  });

  it('answers 404 in plain text, never HTML, for a missing asset or file', async () => {
    for (const path of ['/m/assets/gone-1234.js', '/m/assets/gone', '/m/assets/gone.html', '/m/nope.png', '/m/X.HTML', '/elsewhere']) {
      const res = await at(path);
      expect([path, res.status, res.headers['content-type'], res.headers['x-content-type-options'], res.headers['content-security-policy']]).toEqual([path, 404, 'text/plain; charset=utf-8', 'nosniff', undefined]);
    }
  });

  it('refuses bad encodings and paths that leave the root', async () => {
    for (const path of ['/m/%E0%A4', '/m/%zz', '/m/..%2f..%2fetc/passwd', '/m/../../etc/passwd', '/../etc/passwd']) {
      const res = await at(path);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.body.toString()).not.toContain('root:');
    }
  });

  it('caches assets for good and revalidates everything else', async () => {
    const asset = await at('/m/assets/app-1f2e.js', { 'Accept-Encoding': 'gzip' });
    expect([asset.headers['cache-control'], asset.headers['content-encoding'], asset.headers.vary, asset.headers['content-security-policy']]).toEqual([IMMUTABLE, 'gzip', 'Accept-Encoding', undefined]);
    expect(gunzipSync(asset.body).toString()).toContain('xxxx');
    const again = await at('/m/sw.js', { 'If-None-Match': String((await at('/m/sw.js')).headers.etag) });
    expect([again.status, again.headers['cache-control'], again.headers['content-security-policy'], again.headers['referrer-policy']]).toEqual([304, 'no-cache', expect.stringContaining("default-src 'self'"), 'strict-origin-when-cross-origin']);
  });

  it('sends a precompressed file as it is', async () => {
    const gz = readFileSync(join(fixture, 'm/assets/pre-9a8b.js.gz'));
    const res = await at('/m/assets/pre-9a8b.js', { 'Accept-Encoding': 'gzip' });
    expect([res.headers['content-encoding'], res.body.equals(gz)]).toEqual(['gzip', true]);
    expect((await at('/m/assets/pre-9a8b.js')).body.toString()).toContain('yyyy');
  });

  it('types each extension as the sandbox', async () => {
    for (const [ext, type] of Object.entries(CONTENT_TYPES)) expect([ext, (await at(`/m/types/file${ext}`)).headers['content-type']]).toEqual([ext, type]);
  });

  it('proxies /wps/ with the caller\'s Host, address and scheme, and its headers once', async () => {
    const res = await at('/wps/member/info?x=1', { Host: 'm.beta.example:8443', 'X-Forwarded-For': '203.0.113.9' });
    expect([res.status, JSON.parse(res.body.toString())]).toEqual([200, { ok: true, path: '/wps/member/info?x=1' }]);
    const seen = received.at(-1)!;
    expect([seen.host, seen['x-forwarded-for'], seen['x-forwarded-proto'], seen['x-real-ip']]).toEqual(['m.beta.example:8443', '203.0.113.9, 127.0.0.1', 'http', '127.0.0.1']);
    expect([res.headers['x-content-type-options'], res.headers['cache-control'], res.headers['content-type'], res.headers['strict-transport-security']]).toEqual(['nosniff', 'no-store', 'application/json; charset=utf-8', undefined]);
  });
});
