// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/lib/i18n/languages.ts';
import { appPageFor } from '../../sandbox/page-merchant.ts';
import type { MerchantConfig } from '../../sandbox/merchants.ts';
import type { SandboxRuntime } from '../../sandbox/sandbox-runtime.ts';
import { languageSetKey } from './accept-language.ts';
import type { BuildInfo, MerchantBuild } from './build-info.ts';
import { MERCHANT_LINES, nginxConfig } from './nginx-config.ts';
import { HAVE_NGINX, prng, SHARED } from './nginx-fixture.ts';
import { COMPRESSIBLE_EXTENSIONS, CONTENT_TYPES, IMMUTABLE } from './nginx-shared.ts';
import { NGINX, sandboxProxy } from './run-nginx.ts';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// ---------------------------------------------------------------------------------------------
// The generated files

const CSP_A = "default-src 'self'; script-src 'self'; frame-ancestors 'self'";

function merchant(id: string, more: Partial<MerchantBuild> = {}): MerchantBuild {
  return {
    id, domains: [`m.${id}.example`, `www.${id}.example`], languages: ['VI', 'EN'], defaultLanguage: 'VI',
    homePaths: ['/m/home', '/m/index'], loginPaths: ['/m/login'], headers: { 'Content-Security-Policy': `${CSP_A}; img-src https://img.${id}.example`, ...SHARED }, ...more,
  };
}
const BUILD: BuildInfo = { root: '/srv/dist', merchants: [merchant('alpha'), merchant('beta', { languages: ['TH', 'EN'], defaultLanguage: 'TH' })], defaultId: 'alpha', warnings: [] };
const OPTIONS = { api: 'http://127.0.0.1:4000', runtimeDir: '/srv/m-nginx' };

/** The blocks of a file whose header line matches `head` (brace-balanced). */
function blocks(text: string, head: RegExp): string[] {
  const out: string[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    if (!head.test(lines[i]!)) continue;
    let depth = 0;
    const block: string[] = [];
    for (let j = i; j < lines.length; j += 1) {
      block.push(lines[j]!);
      depth += (lines[j]!.match(/{/g) ?? []).length - (lines[j]!.match(/}/g) ?? []).length;
      if (depth <= 0) break;
    }
    out.push(block.join('\n'));
  }
  return out;
}

describe('nginxConfig: the files', () => {
  const files = nginxConfig(BUILD, OPTIONS);
  const site = files.get('m-site.conf')!;
  const maps = files.get('m-maps.conf')!;
  const top = files.get('nginx.conf')!;

  it('writes one server per merchant, named by its domains; the default merchant\'s is default_server', () => {
    expect([...files.keys()].sort()).toEqual(['m-headers.conf', 'm-maps.conf', 'm-proxy.conf', 'm-site.conf', 'm-types.conf', 'merchants/alpha.conf', 'merchants/beta.conf', 'nginx.conf']);
    const alpha = files.get('merchants/alpha.conf')!;
    const beta = files.get('merchants/beta.conf')!;
    expect(alpha).toContain('listen 8080 default_server;');
    expect(alpha).toContain('server_name m.alpha.example www.alpha.example;');
    expect(beta).toContain('listen 8080;');
    expect(beta).toContain('set $m_languages "EN,TH";');
    expect(beta).toContain('set $m_default_language "TH";');
    expect(beta).toContain(`set $m_csp "${CSP_A}; img-src https://img.beta.example";`);
    expect(top).toContain('include merchants/*.conf;');
  });

  it('serves the home and login shells on exactly the paths appPageFor gives them (trailing slashes too)', () => {
    const m = merchant('alpha', { homePaths: ['/m/home', '/m/index', '/m/index.html', '/m/lobby/'], loginPaths: ['/m/login', '/m/sign-in'] });
    const conf = nginxConfig({ ...BUILD, merchants: [m] }, OPTIONS).get('merchants/alpha.conf')!;
    // The regex as nginx reads it: the quoted string's escapes are JSON's.
    const regexOf = (target: string) => new RegExp(JSON.parse(new RegExp(`location ~ ("[^"]*") \\{ try_files \\$m_path ${target}; \\}`).exec(conf)![1]!) as string);
    const home = regexOf('@m_home');
    const login = regexOf('@m_login');
    const runtime = { merchants: [{ id: 'alpha', domains: m.domains, homePaths: m.homePaths, loginPaths: m.loginPaths, supportedLanguages: ['VI'], defaultLanguage: 'VI' } as unknown as MerchantConfig] } as unknown as SandboxRuntime;
    for (const path of ['/m', '/m/', '/m//', '/m/home', '/m/home/', '/m/home//', '/m/index', '/m/index.html', '/m/lobby', '/m/lobby/', '/m/login', '/m/login/', '/m/sign-in', '/m/homes', '/m/hom', '/m/home/x', '/m/register', '/m/login.html', '/m/indexXhtml', '/mhome', '/m/Home']) {
      const page = appPageFor(runtime, 'm.alpha.example', path, '');
      expect([path, home.test(path), login.test(path)]).toEqual([path, page === 'm/shells/alpha.VI.html', page === 'm/shells/alpha.login.VI.html']);
    }
  });

  it('maps the language per language set, once per set however many merchants share it', () => {
    const many = { ...BUILD, merchants: [merchant('a'), merchant('b'), merchant('c', { languages: ['EN'] })], defaultId: 'a' };
    const text = nginxConfig(many, OPTIONS).get('m-maps.conf')!;
    expect(blocks(text, /^map "\$m_languages\|\$http_accept_language"/)[0]!.split('\n').filter((l) => l.includes('$m_tag;'))).toHaveLength(2);
    expect(blocks(text, /^map \$m_accept_tag \$m_language/)[0]!.split('\n').filter((l) => l.trim().startsWith('"~'))).toHaveLength(LANGUAGES.length);
  });

  it('sets Cache-Control, Vary and the CSP as the sandbox does', () => {
    expect(site).toContain('add_header Cache-Control $m_cache_control;');
    expect(site).toContain('add_header Vary $m_vary;');
    expect(site).toContain('add_header Content-Security-Policy $m_page_csp;');
    const cache = blocks(maps, /^map \$uri \$m_cache_control/)[0]!;
    expect(cache).toContain(`"~^/m/assets/" "${IMMUTABLE}";`);
    expect(cache.indexOf('html')).toBeLessThan(cache.indexOf('assets')); // an .html answer is no-cache, even under assets/
    expect(blocks(maps, /^map \$uri \$m_page_csp/)[0]).toContain('/m/sw.js $m_csp;');
    expect(blocks(maps, /^map \$m_language_vary/)[0]).toContain('1 "Accept-Encoding, Accept-Language";');
    for (const name of ['@m_home', '@m_login', '@m_page']) expect(blocks(site, new RegExp(`^location ${name} `))[0]).toContain('set $m_language_vary 1;');
  });

  it('sends the security headers on every answer (always), HSTS only over HTTPS', () => {
    const headers = files.get('m-headers.conf')!;
    for (const [name, value] of Object.entries(SHARED)) {
      if (name === 'Strict-Transport-Security') continue;
      expect(headers).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(headers).toContain('add_header Strict-Transport-Security $m_hsts always;');
    expect(blocks(maps, /^map \$https \$m_hsts/)[0]).toContain(`on "${SHARED['Strict-Transport-Security']}";`);
    // A location with add_header of its own loses the server's: each one includes the security headers again.
    const all = [...files.values()].join('\n');
    for (const block of blocks(all, /^\s*location /)) {
      if (/add_header|include m-proxy\.conf/.test(block)) expect(block).toMatch(/include m-(headers|proxy)\.conf;/);
    }
    expect(files.get('m-proxy.conf')).toContain('include m-headers.conf;');
  });

  it('refuses header values it cannot write and headers that differ between merchants', () => {
    const dollar = merchant('alpha', { headers: { ...merchant('alpha').headers, 'Content-Security-Policy': "default-src 'self' $x" } });
    expect(() => nginxConfig({ ...BUILD, merchants: [dollar] }, OPTIONS)).toThrow(/"\$"/);
    const other = merchant('beta', { headers: { ...merchant('beta').headers, 'Referrer-Policy': 'no-referrer' } });
    expect(() => nginxConfig({ ...BUILD, merchants: [merchant('alpha'), other] }, OPTIONS)).toThrow(/Referrer-Policy differs/);
    expect(() => nginxConfig({ ...BUILD, merchants: [merchant('alpha'), merchant('beta', { domains: ['m.alpha.example'] })] }, OPTIONS)).toThrow(/listed by alpha and beta/);
    expect(() => nginxConfig(BUILD, { ...OPTIONS, api: 'http://gw.example/api' })).toThrow(/origin/);
  });

  it('proxies /wps/ with the caller\'s Host and address, and time limits beyond the app\'s own', () => {
    const proxy = files.get('m-proxy.conf')!;
    for (const line of ['proxy_set_header Host $http_host;', 'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;', 'proxy_set_header X-Forwarded-Proto $scheme;', 'proxy_set_header X-Real-IP $remote_addr;']) expect(proxy).toContain(line);
    const appDefault = Number(/DEFAULT_TIMEOUT_MS = ([\d_]+)/.exec(readFileSync(join(REPO, 'src/lib/http/exchange.ts'), 'utf8'))![1]!.replace(/_/g, ''));
    const callsDir = join(REPO, 'src/lib/wire/calls');
    const longest = Math.max(appDefault, ...readdirSync(callsDir).flatMap((f) => [...readFileSync(join(callsDir, f), 'utf8').matchAll(/timeoutMs: ([\d_]+)/g)].map((m) => Number(m[1]!.replace(/_/g, '')))));
    expect(appDefault).toBe(30_000);
    for (const name of ['proxy_read_timeout', 'proxy_send_timeout']) {
      expect(Number(new RegExp(`${name} (\\d+)s;`).exec(proxy)![1]) * 1000, name).toBeGreaterThanOrEqual(longest);
    }
    expect(blocks(site, /^location \^~ \/wps\/ /)[0]).toContain('proxy_pass http://m_api;');
    expect(top).toMatch(/upstream m_api \{\n\s+server 127\.0\.0\.1:4000;/);
    const https = nginxConfig(BUILD, { ...OPTIONS, api: 'https://gw.example' });
    expect(https.get('m-site.conf')).toContain('proxy_ssl_name "gw.example";');
    expect(https.get('nginx.conf')).toContain('server gw.example:443;');
  });

  it('with a certificate: HTTPS and HTTP/2 on 443, and HTTP answered with a 301', () => {
    const tls = nginxConfig(BUILD, { ...OPTIONS, tls: { cert: '/etc/ssl/m.pem', key: '/etc/ssl/m.key' } });
    expect(tls.get('merchants/alpha.conf')).toContain('listen 443 ssl http2 default_server;');
    expect(tls.get('merchants/beta.conf')).toContain('listen 443 ssl http2;');
    const top = tls.get('nginx.conf')!;
    expect(top).toContain('ssl_certificate "/etc/ssl/m.pem";');
    expect(top).toContain('listen 80 default_server;');
    expect(top).toContain('return 301 https://$host$request_uri;');
    expect(nginxConfig(BUILD, { ...OPTIONS, tls: { cert: '/c', key: '/k' }, listen: 8443 }).get('nginx.conf')).toContain('return 301 https://$host:8443$request_uri;');
    expect(files.get('nginx.conf')).not.toMatch(/ssl|listen 80/);
  });

  it('proxies the sandbox\'s own paths and stand-in hosts only when asked', () => {
    expect([...files.values()].join('\n')).not.toMatch(/m_sandbox|__sandbox|favicon|mini-game|cdn-a/);
    const sandbox = nginxConfig(BUILD, { ...OPTIONS, sandbox: sandboxProxy('http://127.0.0.1:4173') });
    const text = sandbox.get('m-site.conf')!;
    for (const path of ['location ^~ "/__sandbox/"', 'location = "/favicon.ico"', 'location = "/mobile/mc/asset-manifest.json"', 'location ~ "^\\\\/mini-game']) expect(text).toContain(path);
    expect(sandbox.get('nginx.conf')).toContain('server_name cdn-a.localhost cdn-b.localhost games.localhost chat.localhost;');
    expect(sandbox.get('m-sandbox-merchant.conf')).toContain('if ($arg_merchant = beta) {\n    set $m_id beta;');
    expect(files.has('m-sandbox-merchant.conf')).toBe(false);
    expect(() => nginxConfig({ ...BUILD, merchants: [merchant('alpha', { domains: ['games.localhost'] })] }, { ...OPTIONS, sandbox: sandboxProxy('http://127.0.0.1:4173') })).toThrow(/games\.localhost/);
  });

  it('types every extension as the sandbox does, and gzips what it gzips', () => {
    const source = readFileSync(join(REPO, 'sandbox/static-files.ts'), 'utf8');
    const table = /const TYPES[^{]*\{([\s\S]*?)\};/.exec(source)![1]!;
    expect(Object.fromEntries([...table.matchAll(/'(\.[\w]+)': '([^']+)'/g)].map((m) => [m[1], m[2]]))).toEqual(CONTENT_TYPES);
    const compressible = /const COMPRESSIBLE = new Set\(\[([^\]]*)\]/.exec(source)![1]!;
    expect([...compressible.matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual(COMPRESSIBLE_EXTENSIONS);
    expect(top).toContain('gzip_types text/javascript text/css application/json application/manifest+json image/svg+xml text/plain;');
    expect(site).toContain('gzip_static on;');
  });
});

describe('200 merchants', () => {
  // The size bound: each merchant's file ≤ MERCHANT_LINES (12) lines and ≤ 700 bytes beyond its
  // CSP and domains; the shared files ≤ 400 lines and ≤ 24 KB, plus one line (≤ 6 KB) in m-maps.conf
  // per distinct language set, however many merchants share it. So 200 brands in 20 language sets:
  // ≤ 12 × 200 + 400 + 20 lines.
  it('stays within the bound', () => {
    const rand = prng(200);
    const sets = Array.from({ length: 20 }, () => [...new Set(Array.from({ length: 1 + Math.floor(rand.next() * 6) }, () => rand.pick(LANGUAGES)))]);
    const merchants = Array.from({ length: 200 }, (_, i) => {
      const languages = rand.pick(sets);
      const id = `brand${String(i).padStart(3, '0')}`;
      const csp = `${CSP_A}; img-src 'self' data: ${Array.from({ length: 12 }, (_, n) => `https://img${n}.${id}.example`).join(' ')}`;
      return merchant(id, { languages, defaultLanguage: languages[0]!, domains: [`m.${id}.example`, `www.${id}.example`, `${id}.example`], headers: { ...SHARED, 'Content-Security-Policy': csp } });
    });
    const files = nginxConfig({ root: '/srv/dist', merchants, defaultId: 'brand000', warnings: [] }, OPTIONS);
    const distinctSets = new Set(merchants.map((m) => languageSetKey(m.languages))).size;
    for (const m of merchants) {
      const text = files.get(`merchants/${m.id}.conf`)!;
      expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(MERCHANT_LINES);
      expect(Buffer.byteLength(text) - m.headers['Content-Security-Policy']!.length - m.domains.join(' ').length).toBeLessThanOrEqual(700);
    }
    const shared = [...files].filter(([name]) => !name.startsWith('merchants/'));
    const sharedLines = shared.reduce((n, [, text]) => n + text.trimEnd().split('\n').length, 0);
    const languageLines = files.get('m-maps.conf')!.split('\n').filter((l) => l.includes('$m_tag;'));
    expect(languageLines).toHaveLength(distinctSets);
    for (const line of languageLines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(6 * 1024);
    expect(sharedLines - distinctSets).toBeLessThanOrEqual(400);
    expect(shared.reduce((n, [, text]) => n + Buffer.byteLength(text), 0) - languageLines.reduce((n, l) => n + Buffer.byteLength(l), 0)).toBeLessThanOrEqual(24 * 1024);
    if (HAVE_NGINX) nginxTest(files);
  });
});

// ---------------------------------------------------------------------------------------------
// nginx itself

/** Writes `files` into a temporary directory and runs `nginx -t` on it (throws with nginx's output). */
function nginxTest(files: Map<string, string>, runtimeDir?: string): string {
  const dir = runtimeDir ?? mkdtempSync(join(tmpdir(), 'm-nginx-t-'));
  try {
    for (const [rel, text] of files) {
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      writeFileSync(join(dir, rel), text.replaceAll(OPTIONS.runtimeDir, dir));
    }
    mkdirSync(join(dir, 'logs'), { recursive: true });
    mkdirSync(join(dir, 'tmp'), { recursive: true });
    return execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The real build's configuration under `nginx -t` (plain, TLS, the sandbox's): tests/e2e/deploy-nginx.spec.ts,
// after the build (the unit tests run beside it in npm test).
