// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, normalizeLanguage, type Language } from '../../src/lib/i18n/languages.ts';
import { acceptedLanguages, appPageFor } from '../../sandbox/page-merchant.ts';
import type { MerchantConfig } from '../../sandbox/merchants.ts';
import type { SandboxRuntime } from '../../sandbox/sandbox-runtime.ts';
import {
  acceptLanguageRegex, COMPRESSIBLE_EXTENSIONS, CONTENT_TYPES, IMMUTABLE, languageForHeader, languageSetKey,
  MERCHANT_LINES, nginxConfig, normalizedTagRegex, tagPattern, VALID_ENCODING, type BuildInfo, type MerchantBuild,
} from './nginx-config.ts';
import { precompress } from './precompress.ts';
import { NGINX, sandboxProxy, startNginx, type RunningNginx } from './run-nginx.ts';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const HAVE_NGINX = existsSync(NGINX);
const NO_NGINX = `${NGINX} is not installed: the generated configuration is not run`;

// A small deterministic PRNG (the tests must not depend on Math.random).
function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
    return s / 0x100000000;
  };
  return { next, pick: <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

// ---------------------------------------------------------------------------------------------
// Languages

/** The tags the corpus tries: every code, tag and special case, in several spellings, and near misses. */
function tagCorpus(): string[] {
  const bases = [...LANGUAGES, ...LANGUAGES.map((c) => c.toLowerCase()), 'zh-Hans', 'zh-Hant', 'zh', 'zh-HK', 'zh_hk', 'ZH-TW', 'hk', 'HK', 'fil', 'tl', 'pt-PT', 'pt_br', 'en', 'es', 'ja', 'ko', 'ms', 'bn', 'tr', 'ur', 'km', 'my', 'ta'];
  const suffixes = ['', '-US', '_us', '-x', '-Hant', '-HK', '_TW', 'x', ' x', '-', '_', '-pt', '-br'];
  const junk = ['*', 'e', 'zhx', 'english', 'pt-AO', 'tl-PH', 'hk-x', 'fil-PH', 'zh-Hant-TW', 'pt_br_x', 'en us', 'cn-x', 'tw-x', 'ty-x', 'jav', 'kor', 'ja_JP', 'KO-kr', 'vi-VN', 'th-TH', 'id-ID', 'in', 'iw', 'pt-pt-x'];
  const out = new Set<string>(junk);
  for (const base of bases) for (const suffix of suffixes) for (const text of [base + suffix, (base + suffix).toUpperCase(), (base + suffix).toLowerCase()]) out.add(text.trim());
  return [...out].filter((t) => t && !/[,;]/.test(t));
}

/** What the two maps of m-maps.conf compute, with the JS flavour of the same regexes. */
function mapsPick(header: string, supported: Language[], fallback: Language): Language {
  const match = new RegExp(acceptLanguageRegex(supported, 'js')).exec(`${languageSetKey(supported)}|${header}`);
  const tag = match?.groups?.m_tag;
  if (tag === undefined) return fallback;
  const hits = LANGUAGES.filter((code) => new RegExp(normalizedTagRegex(code)).test(tag));
  expect(hits.length, `${tag} matches ${hits.join(', ')}`).toBe(1);
  return hits[0]!;
}

describe('the language of a shell: Accept-Language as nginx reads it', () => {
  it('maps each tag to the code normalizeLanguage gives (the regexes come from the language table)', () => {
    const patterns = LANGUAGES.map((code) => [code, new RegExp(`^${tagPattern(code)}\\s*$`)] as const);
    const corpus = tagCorpus();
    expect(corpus.length).toBeGreaterThan(1000);
    for (const tag of corpus) {
      const hits = patterns.filter(([, re]) => re.test(tag)).map(([code]) => code);
      expect([tag, hits], tag).toEqual([tag, normalizeLanguage(tag) === null ? [] : [normalizeLanguage(tag)]]);
    }
  });

  it('picks the first tag the merchant offers, in list order, skipping q=0, else the default', () => {
    const vi: Language[] = ['VI', 'EN', 'CN'];
    const cases: [string, Language][] = [
      ['', 'VI'], ['en-US,en;q=0.9', 'EN'], ['fr, zh-CN;q=0.8', 'CN'], ['zh-Hant', 'VI'], ['zh-Hans', 'CN'], ['zh_CN', 'CN'], ['*', 'VI'],
      ['en;q=0, cn', 'CN'], ['en;q=0.0, fr', 'VI'], ['zh-TW, en', 'EN'], ['zh-TW', 'VI'], ['en; q=0.000 ,zh', 'CN'], ['en;level=1;q=0, vi', 'VI'], ['EN;Q=0', 'EN'],
      ['de, en-GB;q=0.5', 'EN'], ['en;q=abc, zh', 'CN'], [' , ,en', 'EN'], ['english, zh', 'CN'],
    ];
    for (const [header, expected] of cases) {
      expect([header, languageForHeader(header, vi, 'VI')]).toEqual([header, expected]);
      expect([header, mapsPick(header, vi, 'VI')]).toEqual([header, expected]);
    }
    expect(mapsPick('pt-BR, pt;q=0.9', ['PT', 'PT-BR', 'EN'], 'EN')).toBe('PT-BR');
    expect(mapsPick('pt-PT, pt-BR', ['PT', 'PT-BR', 'EN'], 'EN')).toBe('PT');
    expect(mapsPick('zh-TW', ['CN', 'TW'], 'CN')).toBe('TW');
    expect(mapsPick('fil-PH', ['TY', 'EN'], 'EN')).toBe('TY');
  });

  it('agrees with languageForHeader on random headers for many language sets', () => {
    const rand = prng(27);
    const corpus = tagCorpus();
    const params = ['', '', '', ';q=0', ';q=0.0', ';q=0.5', ';q=1', '; q=0.8', ';level=1;q=0', ';q=0;level=1', ';Q=0', ';q=abc', ';q=.5', ';q=1e-1', ';q=', ';q=-1', ' ;q=0.3 ', ';q=0.5x'];
    for (let round = 0; round < 60; round += 1) {
      const supported = [...new Set(Array.from({ length: 1 + Math.floor(rand.next() * 6) }, () => rand.pick(LANGUAGES)))];
      const fallback = supported[0]!;
      for (let n = 0; n < 40; n += 1) {
        const header = Array.from({ length: 1 + Math.floor(rand.next() * 5) }, () => `${rand.pick(['', ' '])}${rand.pick(corpus)}${rand.pick(params)}`).join(rand.pick([',', ', ', ' ,']));
        expect([header, mapsPick(header, supported, fallback)]).toEqual([header, languageForHeader(header, supported, fallback)]);
      }
    }
  });

  it('takes the tags in the order the header lists them, as the sandbox does (the app\'s rule: navigator.languages order)', () => {
    const header = 'th;q=0.5, en-US, en;q=0.9';
    expect(acceptedLanguages(header)).toEqual(['th', 'en-US', 'en']);
    expect(languageForHeader(header, ['TH', 'EN'], 'TH')).toBe('TH');
    expect(languageForHeader('fr, en-US;q=0.8, th;q=0.5', ['TH', 'EN'], 'TH')).toBe('EN');
  });
});

describe('paths the sandbox would not decode', () => {
  it('VALID_ENCODING accepts exactly what decodeURIComponent accepts', () => {
    const valid = new RegExp(VALID_ENCODING.replace('*+', '*'));
    const bytes = ['%41', '%7f', '%80', '%bf', '%c2', '%C3%A9', '%c0%80', '%e0%a4%a4', '%E0%80%80', '%ed%9f%bf', '%ed%a0%80', '%ef%bf%bf', '%f0%9f%98%80', '%f0%80%80%80', '%f4%8f%bf%bf', '%f4%90%80%80', '%f5%80%80%80', '%', '%4', '%zz', '%2f', '%00', 'a', '~'];
    const rand = prng(11);
    for (let n = 0; n < 3000; n += 1) {
      const path = `/m/${Array.from({ length: 1 + Math.floor(rand.next() * 4) }, () => rand.pick(bytes)).join('')}`;
      let decodes = true;
      try {
        decodeURIComponent(path);
      } catch {
        decodes = false;
      }
      expect([path, valid.test(path), valid.test(`${path}?x=%zz`)]).toEqual([path, decodes, decodes]);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The generated files

const CSP_A = "default-src 'self'; script-src 'self'; frame-ancestors 'self'";
const SHARED = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

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

describe('precompress', () => {
  it('writes .gz where it pays, keeps them in step with their files, and removes orphans', () => {
    const root = mkdtempSync(join(tmpdir(), 'm-precompress-'));
    try {
      mkdirSync(join(root, 'm', 'assets'), { recursive: true });
      writeFileSync(join(root, 'm', 'assets', 'a.js'), 'a'.repeat(5000));
      writeFileSync(join(root, 'm', 'tiny.json'), '{}');
      writeFileSync(join(root, 'm', 'logo.png'), 'p'.repeat(5000));
      writeFileSync(join(root, 'm', 'gone.css.gz'), gzipSync('x'));
      expect(precompress(root)).toEqual({ written: ['m/assets/a.js.gz'], removed: ['m/gone.css.gz'], kept: 0 });
      expect(gunzipSync(readFileSync(join(root, 'm/assets/a.js.gz'))).toString()).toBe('a'.repeat(5000));
      expect(statSync(join(root, 'm/assets/a.js.gz')).mtimeMs).toBeCloseTo(statSync(join(root, 'm/assets/a.js')).mtimeMs, -1);
      expect(precompress(root)).toEqual({ written: [], removed: [], kept: 1 });
      writeFileSync(join(root, 'm', 'assets', 'a.js'), 'b'.repeat(6000));
      expect(precompress(root).written).toEqual(['m/assets/a.js.gz']);
      expect(gunzipSync(readFileSync(join(root, 'm/assets/a.js.gz'))).toString()).toBe('b'.repeat(6000));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
