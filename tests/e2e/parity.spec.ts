import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DIST, expect, recordedCalls, SERVING, test } from './support/fixtures';

/**
 * The same answers from nginx as from the sandbox. The sandbox is the reference implementation of
 * docs/deployment.md's rules; the nginx project (playwright.config.ts) serves the same build through
 * the configuration `npm run deploy:nginx` generates (scripts/deploy/nginx-config.ts) in front of
 * the same sandbox. Every request of the table below goes to both, and the answers must agree on
 * the status, the file (its bytes, decompressed), and the headers a browser or a cache acts on:
 * Content-Type, Cache-Control, Vary, Location, the Content-Security-Policy and the other security
 * headers. What may differ is transport: ETag and Last-Modified formats, compression of HTML, the
 * text of a 404 or of a redirect's body.
 */

interface Answer { status: number; headers: Record<string, string>; body: Buffer }

/** Sends one request with these headers (Host included: Node's fetch would not send it) and reads the whole answer. */
function send(port: number, method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const flat = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v ?? '')]));
        resolve({ status: res.statusCode ?? 0, headers: flat, body: flat['content-encoding'] === 'gzip' && raw.length > 0 ? gunzipSync(raw) : raw });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A Vary header as a set: the order and the case of its names carry no meaning. */
const varySet = (value: string | undefined) => (value ?? '').split(',').map((v) => v.trim().toLowerCase()).filter(Boolean).sort().join(', ');
const sha = (body: Buffer) => createHash('sha256').update(body).digest('hex').slice(0, 16);
const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'strict-transport-security'];

/** What must agree between the two servers, for one answer. */
function comparable(answer: Answer, method: string, path: string): Record<string, unknown> {
  const h = answer.headers;
  const security = Object.fromEntries(SECURITY.map((name) => [name, h[name] ?? null]));
  if (answer.status >= 300 && answer.status < 400) return { status: answer.status, location: h.location };
  if (answer.status === 404) return { status: 404, html: /html/.test(h['content-type'] ?? ''), ...security, csp: undefined };
  const out: Record<string, unknown> = {
    status: answer.status,
    type: h['content-type'],
    ...security,
  };
  if (path.startsWith('/wps/')) {
    out['access-control-allow-origin'] = h['access-control-allow-origin'] ?? null;
    // A call's answer is the sandbox's own (tokens, times): the same upstream answers both.
    return out;
  }
  out['cache-control'] = h['cache-control'];
  out.vary = varySet(h.vary);
  if (method !== 'HEAD') out.body = sha(answer.body);
  return out;
}

const HOSTS = ['luckyvn.localhost', 'siamspin.localhost', 'goldcrest.localhost', 'localhost', 'm.goldcrest.example', 'unknown.example'];
const LANGUAGES = ['', 'en-US,en;q=0.9', 'th-TH,th;q=0.9,en;q=0.8', 'ur-PK, en;q=0.5', 'zh-TW', 'vi;q=0, en'];

/** One asset file of each kind the build has, and the count of its files. */
function assets(): string[] {
  const names = readdirSync(join(DIST, 'm', 'assets'));
  const pick = (re: RegExp) => names.find((n) => re.test(n));
  return [pick(/^index-.*\.js$/) ?? pick(/\.js$/), pick(/\.css$/), pick(/\.json$/)].filter((n): n is string => Boolean(n)).map((n) => `/m/assets/${n}`);
}

/** The request table: host × path × Accept-Language × method. */
function table(): { host: string; method: string; path: string; language: string; headers?: Record<string, string> }[] {
  const rows: { host: string; method: string; path: string; language: string; headers?: Record<string, string> }[] = [];
  const pages = ['/m/', '/m/home', '/m/home/', '/m/index', '/m/login', '/m/register', '/m/memberHome', '/m/game', '/m/nowhere/deep', '/m/page.html', '/m/index.html'];
  const files = ['/', '/m', '/m/sw.js', '/m/asset-manifest.json', '/m/hosts/_default.json', '/m/hosts/luckyvn.localhost.json', '/m/hosts/m.goldcrest.example.json', '/m/hosts/nobody.example.json',
    '/m/merchants/luckyvn/manifest.json', '/m/merchants/siamspin/record.json', '/m/merchants/goldcrest/app.webmanifest', '/m/merchants/luckyvn/assets/icon-192.png',
    '/m/assets/gone-0000000.js', '/m/assets/gone', '/m/assets/gone.html', '/m/merchants/nobody/manifest.json', '/favicon.ico', '/mobile/mc/asset-manifest.json', ...assets()];
  for (const host of HOSTS) {
    for (const path of files) rows.push({ host, method: 'GET', path, language: '' });
    for (const path of pages) rows.push({ host, method: 'GET', path, language: 'en-US,en;q=0.9' });
  }
  // The language of the shells, on each merchant's home and login paths.
  for (const host of HOSTS.slice(0, 3)) {
    for (const language of LANGUAGES) for (const path of ['/m/home', '/m/login']) rows.push({ host, method: 'GET', path, language });
    rows.push({ host, method: 'HEAD', path: '/m/home', language: 'th' }, { host, method: 'HEAD', path: '/m/sw.js', language: '' });
    // The sandbox's own override of the merchant (sandbox and development pages only).
    rows.push({ host: 'localhost', method: 'GET', path: `/m/home?merchant=${host.split('.')[0]}`, language: '' });
  }
  // The operator's API, on the page's host.
  for (const host of HOSTS.slice(0, 3)) {
    rows.push({ host, method: 'GET', path: '/wps/system/test/ping', language: '', headers: { merchant: 'LVN' } });
    rows.push({ host, method: 'OPTIONS', path: '/wps/system/test/ping', language: '', headers: { origin: `http://${host}`, 'access-control-request-method': 'GET' } });
  }
  return rows;
}

test('nginx answers every request of the table as the sandbox does', { tag: SERVING }, async ({ sandbox, nginx }) => {
  test.skip(!nginx, 'the nginx project only');
  const rows = table();
  expect(rows.length).toBeGreaterThanOrEqual(60);
  const differences: string[] = [];
  for (const row of rows) {
    const headers = { ...(row.language ? { 'accept-language': row.language } : {}), ...row.headers };
    const [expected, actual] = await Promise.all([
      send(sandbox.port, row.method, row.path, { host: `${row.host}:${sandbox.port}`, ...headers }),
      send(nginx!.port, row.method, row.path, { host: `${row.host}:${nginx!.port}`, ...headers }),
    ]);
    const a = comparable(expected, row.method, row.path);
    const b = comparable(actual, row.method, row.path);
    if (JSON.stringify(a) !== JSON.stringify(b)) differences.push(`${row.method} ${row.host} ${row.path} [${row.language}]\n  sandbox ${JSON.stringify(a)}\n  nginx   ${JSON.stringify(b)}`);
  }
  expect(differences, `${differences.length} of ${rows.length} requests differ`).toEqual([]);
});

test('a call through nginx reaches the API with the page\'s host, the player\'s address and the scheme', { tag: SERVING }, async ({ sandbox, nginx, control }) => {
  test.skip(!nginx, 'the nginx project only');
  const answer = await send(nginx!.port, 'GET', '/wps/system/test/ping', { host: `luckyvn.localhost:${nginx!.port}`, merchant: 'LVN', 'x-forwarded-for': '203.0.113.9' });
  expect(answer.status).toBe(200);
  const [call] = (await recordedCalls(control, '/wps/system/test/ping')).slice(-1);
  expect(call?.headers).toMatchObject({ host: `luckyvn.localhost:${nginx!.port}`, 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.9, 127.0.0.1' });
  expect(sandbox.port).not.toBe(nginx!.port);
});
