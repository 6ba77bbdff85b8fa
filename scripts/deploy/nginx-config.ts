import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { acceptedLanguages, LANGUAGES, normalizeLanguage, pickLanguage, toBcp47, type Language } from '../../src/lib/i18n/languages.ts';
import { WIRE_PREFIX } from '../../src/lib/wire/define-call.ts';

// An nginx configuration for a production build (docs/deployment.md), from the build output
// alone: what an operator has is dist/, not this repository's merchants/. The sandbox
// (sandbox/static-files.ts, sandbox/page-merchant.ts) is the reference for every answer.
//
//   const build = readBuild('dist');                       // the merchants, as the build published them
//   const files = nginxConfig(build, { api: 'https://gw.example', runtimeDir: '/srv/m-nginx' });
//   files.get('nginx.conf')                                 // plus m-*.conf and merchants/<id>.conf
//
// The files (relative to the directory nginx.conf is in):
//   nginx.conf            the top level: process settings, http settings, upstreams, the includes
//   m-types.conf          Content-Type per extension (the sandbox's table)
//   m-maps.conf           the per-request choices: the shell's language, cache and Vary headers, …
//   m-site.conf           the locations every merchant's server shares
//   m-headers.conf        the security headers every answer carries
//   m-proxy.conf          how /wps/ (and the sandbox's own paths) are proxied
//   merchants/<id>.conf   one server per merchant: its names, id, languages, policy, home and login paths
//   m-sandbox-merchant.conf  sandbox mode only: the sandbox's ?merchant=<id> override
//
// Only the last kind grows with the number of brands (MERCHANT_LINES lines each).

/** One merchant as the build published it (m/merchants/<id>/manifest.json, m/headers/<id>.json). */
export interface MerchantBuild {
  id: string;
  /** Host names (the manifest's `domains`), lower case. */
  domains: string[];
  /** The languages it offers, as product codes (normalized as the app does), in the manifest's order. */
  languages: Language[];
  /** Its default language; a shell in this language is served when the browser asks for none it offers. */
  defaultLanguage: Language;
  /** The home route's path and aliases ("/m/home", …); "/m" and "/m/" are home paths of every merchant. */
  homePaths: string[];
  /** The login route's path and aliases. */
  loginPaths: string[];
  /** The headers of its HTML answers (m/headers/<id>.json). */
  headers: Record<string, string>;
}

export interface BuildInfo {
  /** Absolute; holds m/. */
  root: string;
  merchants: MerchantBuild[];
  /** The merchant of hosts no manifest lists (m/hosts/_default.json). */
  defaultId: string;
  /** Files the pages need that the build did not write (a missing shell falls back to index.html). */
  warnings: string[];
}

/** The sandbox's own paths and stand-in hosts, proxied to it (tests and `npm run serve:nginx` only). */
export interface SandboxProxy {
  /** The sandbox's origin ("http://127.0.0.1:4173"). */
  url: string;
  /** Host names the sandbox answers as other origins (the image CDNs, game and chat pages). */
  hosts: string[];
  /** Path prefixes under every merchant's host ("/__sandbox/"). */
  prefixes: string[];
  /** Exact paths ("/favicon.ico"). */
  exact: string[];
  /** PCRE patterns of paths (the mini-game script). */
  patterns: string[];
}

export interface NginxOptions {
  /** The API gateway's origin: /wps/ is proxied there ("http://127.0.0.1:4173", "https://gw.example"). */
  api: string;
  /** Absolute directory for the pid file, logs/ and tmp/ (the CLI uses the output directory). */
  runtimeDir: string;
  /** "[address:]port" of the merchants' servers; default 8080, or 443 with TLS. */
  listen?: string | number;
  /** With TLS: "[address:]port" of the plain-HTTP server that redirects to HTTPS; default 80. */
  redirectListen?: string | number;
  /** Certificate chain and key: HTTPS (HTTP/2) only, HSTS, HTTP answered with a 301 to HTTPS. */
  tls?: { cert: string; key: string };
  sandbox?: SandboxProxy;
  /** Default 'auto'. */
  workerProcesses?: number | 'auto';
  /** The `user` directive ("nobody nogroup"); omitted by default (nginx's built-in user when started as root). */
  user?: string;
}

/** Lines of one merchant's file, at most (the 200-merchant test holds every merchant to it). */
export const MERCHANT_LINES = 12;

/** The sandbox's Content-Type table (sandbox/static-files.ts TYPES; the unit test keeps the two equal). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp',
  '.gif': 'image/gif', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff', '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8', '.mobileconfig': 'application/x-apple-aspen-config',
};
/** Extensions the sandbox gzips (sandbox/static-files.ts COMPRESSIBLE). */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = ['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map'];

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The headers every answer carries (HSTS: every HTTPS answer); the CSP goes on HTML and the worker script only. */
const SHARED_HEADERS = ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Strict-Transport-Security'] as const;
const CSP = 'Content-Security-Policy';

// ---------------------------------------------------------------------------------------------
// Reading the build

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : []);
const ID = /^[\w-]+$/;
const HOST = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
/** Route paths go into a location regex: plain path characters only. */
const ROUTE_PATH = /^\/[\w./~-]*$/;

/** The merchants of the build in `root` (a directory holding m/); throws on what nginx could not serve. */
export function readBuild(rootDir: string): BuildInfo {
  const root = resolve(rootDir);
  const dir = join(root, 'm', 'merchants');
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: --root must be a build output (the directory that holds m/)`);
  const ids = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'manifest.json')))
    .map((e) => e.name)
    .sort();
  if (ids.length === 0) throw new Error(`no merchant in ${dir} (expected <id>/manifest.json)`);
  const merchants = ids.map((id) => merchantOf(root, id));
  const defaultFile = join(root, 'm', 'hosts', '_default.json');
  const defaultId = existsSync(defaultFile) ? (JSON.parse(readFileSync(defaultFile, 'utf8')) as { id?: unknown }).id : undefined;
  if (typeof defaultId !== 'string' || !ids.includes(defaultId)) {
    throw new Error(`${defaultFile}: "id" ${JSON.stringify(defaultId)} is not one of the build's merchants (${ids.join(', ')})`);
  }
  const warnings: string[] = [];
  const has = (rel: string) => existsSync(join(root, rel));
  for (const m of merchants) {
    const wanted = [`m/pages/${m.id}.html`, ...m.languages.map((l) => `m/shells/${m.id}.${l}.html`), ...(m.loginPaths.length ? m.languages.map((l) => `m/shells/${m.id}.login.${l}.html`) : [])];
    for (const rel of wanted) if (!has(rel)) warnings.push(`${rel} is missing: its requests get m/index.html`);
  }
  if (!has('m/index.html')) warnings.push('m/index.html is missing');
  return { root, merchants, defaultId, warnings };
}

function merchantOf(root: string, id: string): MerchantBuild {
  const file = join(root, 'm', 'merchants', id, 'manifest.json');
  if (!ID.test(id)) throw new Error(`${file}: the folder name ${JSON.stringify(id)} is not a merchant id ([A-Za-z0-9_-])`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!isRecord(manifest) || manifest.id !== id) throw new Error(`${file}: "id" must be ${JSON.stringify(id)}`);
  const languages = isRecord(manifest.languages) ? manifest.languages : {};
  const supported = [...new Set(strings(languages.supported).map((l) => normalizeLanguage(l)).filter((l): l is Language => l !== null))];
  // As the sandbox picks it (sandbox/page-merchant.ts appPageFor).
  const defaultLanguage = normalizeLanguage(typeof languages.default === 'string' ? languages.default : undefined) ?? supported[0] ?? 'EN';
  const headersFile = join(root, 'm', 'headers', `${id}.json`);
  if (!existsSync(headersFile)) throw new Error(`${headersFile} is missing: every merchant's HTML answers carry its headers`);
  const headers = JSON.parse(readFileSync(headersFile, 'utf8')) as unknown;
  if (!isRecord(headers)) throw new Error(`${headersFile}: expected an object of header names to values`);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (typeof value === 'string') out[name] = value;
  return {
    id,
    domains: strings(manifest.domains).map((d) => d.toLowerCase()),
    languages: supported.length ? supported : [defaultLanguage],
    defaultLanguage,
    homePaths: screenPaths(manifest.routes, 'home'),
    loginPaths: screenPaths(manifest.routes, 'login'),
    headers: out,
  };
}

/** A screen's route path and aliases (as sandbox/merchants.ts reads them). */
function screenPaths(routes: unknown, screen: string): string[] {
  const route = (Array.isArray(routes) ? routes : []).filter(isRecord).find((r) => r.screen === screen);
  if (!route) return [];
  return [...(typeof route.path === 'string' && route.path ? [route.path] : []), ...strings(route.aliases)];
}

// ---------------------------------------------------------------------------------------------
// Accept-Language: the first language of the header, in the order it lists them, that the
// merchant offers, as normalizeLanguage maps a tag to a product code.

/** The shell language nginx picks (what the generated maps compute), as a function. */
export function languageForHeader(header: string | undefined, supported: readonly Language[], fallback: Language): Language {
  return pickLanguage(acceptedLanguages(header), supported, fallback);
}

const SEP = '[-_]';
/** The rest of a tag after its first subtag. */
const REST = '[^,;]*';
const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/** `text` matched without regard to case ("zh-HK" → "[zZ][hH][-_][hH][kK]"), its one separator either "-" or "_". */
function anyCase(text: string): string {
  return [...text].map((c) => (c === '-' || c === '_' ? SEP : /[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : escapeRegex(c))).join('');
}

interface TagRule { exact: string[]; primary?: string; prefix?: { text: string; except: string[] } }

/**
 * How normalizeLanguage (src/lib/i18n/languages.ts) maps a tag to each code, as data:
 * the code itself and its BCP 47 tag, whole; a BCP 47 tag of one subtag also as the first subtag
 * of a longer tag (en-US → EN, fil-PH → TY); and its special cases: HK, zh-HK, zh-TW, zh-Hant → TW,
 * any other zh… → CN, fil and tl → TY, pt-PT → PT. The unit test checks the result against
 * normalizeLanguage for every code and tag it knows.
 */
export function tagRules(): Map<Language, TagRule> {
  const rules = new Map<Language, TagRule>(LANGUAGES.map((code) => {
    const tag = toBcp47(code);
    return [code, { exact: [...new Set([code, tag.toUpperCase()])], ...(tag.includes('-') ? {} : { primary: tag }) }];
  }));
  const add = (code: Language, ...exact: string[]) => rules.get(code)!.exact.push(...exact.filter((e) => !rules.get(code)!.exact.includes(e)));
  add('TW', 'HK', 'ZH-HK', 'ZH-TW', 'ZH-HANT');
  add('TY', 'FIL', 'TL');
  add('PT', 'PT-PT');
  const zhElsewhere = [...rules].filter(([code]) => code !== 'CN').flatMap(([, r]) => r.exact.filter((e) => e.startsWith('ZH')));
  rules.get('CN')!.prefix = { text: 'ZH', except: zhElsewhere };
  return rules;
}

/** A regex matching exactly the tags (trimmed, no ',' or ';') that normalizeLanguage maps to `code`; unanchored. */
export function tagPattern(code: Language, rules = tagRules()): string {
  const rule = rules.get(code)!;
  // A whole tag equal to the first subtag rule is matched by that rule already ("EN" by "en…").
  const alternatives = rule.exact.filter((e) => e !== rule.primary?.toUpperCase()).map(anyCase);
  if (rule.primary) alternatives.push(`${anyCase(rule.primary)}(?:${SEP}${REST})?`);
  if (rule.prefix) {
    const except = rule.prefix.except.map(anyCase).join('|');
    alternatives.push(`${except ? `(?!(?:${except})\\s*(?:;|,|$))` : ''}${anyCase(rule.prefix.text)}${REST}`);
  }
  return `(?:${alternatives.join('|')})`;
}

/** A q parameter's value that is a positive number ("1", "0.8", ".5", "2e-1"); anything else counts as 0. */
const POSITIVE = '\\+?(?=[0-9.]*[1-9])(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][-+]?[0-9]+)?';
/** An element's parameters when it is wanted: its first "q=" parameter, if any, is positive. */
const WANTED_PARAMS = `(?:;(?!\\s*q=)[^;,]*)*(?:;\\s*q=\\s*${POSITIVE}\\s*(?:;[^;,]*)*)?`;

export type RegexFlavor = 'pcre' | 'js';

/** The key of a language set in the maps: its codes sorted, comma-separated ("CN,EN,VI"). */
export const languageSetKey = (languages: readonly Language[]) => [...new Set(languages)].sort().join(',');

/**
 * The regex of m-maps.conf for the merchants offering `languages`, matched against
 * "<set key>|<Accept-Language>": it skips every element that is not a wanted tag of an offered
 * language and captures the first that is, as `m_tag`. ('js': without the atomic group, for tests.)
 */
export function acceptLanguageRegex(languages: readonly Language[], flavor: RegexFlavor = 'pcre', rules = tagRules()): string {
  const tags = `(?:${[...new Set(languages)].sort().map((code) => tagPattern(code, rules)).join('|')})`;
  const element = `\\s*${tags}\\s*${WANTED_PARAMS}\\s*(?:,|$)`;
  const skip = `(?:(?!${element})[^,]*,)*`;
  return `^${escapeRegex(languageSetKey(languages))}\\|${flavor === 'pcre' ? `(?>${skip})` : skip}\\s*(?<m_tag>${tags})\\s*${WANTED_PARAMS}\\s*(?:,|$)`;
}

/** The language of a captured tag: `^<tagPattern>\s*$` per code. */
export function normalizedTagRegex(code: Language, rules = tagRules()): string {
  return `^${tagPattern(code, rules)}\\s*$`;
}

/**
 * A request path (before its query) whose percent-encoding decodeURIComponent accepts: every "%"
 * starts a byte and the bytes are UTF-8. The sandbox answers any other path with 400.
 */
export const VALID_ENCODING = (() => {
  const h = '[0-9A-Fa-f]';
  const c = `%[89ABab]${h}`;
  const char = [
    '[^%?]', `%[0-7]${h}`,
    `%[Cc][2-9A-Fa-f]${c}`, `%[Dd]${h}${c}`,
    `%[Ee]0%[ABab]${h}${c}`, `%[Ee][1-9A-Ca-c]${c}${c}`, `%[Ee][Dd]%[89]${h}${c}`, `%[Ee][EeFf]${c}${c}`,
    `%[Ff]0%[9ABab]${h}${c}${c}`, `%[Ff][1-3]${c}${c}${c}`, `%[Ff]4%8${h}${c}${c}`,
  ].join('|');
  return `^(?:${char})*+(?:\\?|$)`;
})();

// ---------------------------------------------------------------------------------------------
// Generating

/** A double-quoted nginx string ("\" and '"' escaped). */
export function quote(text: string): string {
  if ([...text].some((c) => c.charCodeAt(0) < 0x20 || c === '\x7f')) throw new Error(`control character in ${JSON.stringify(text)}`);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A header value for add_header or set: quoted, and never with "$" (nginx would read a variable). */
function headerValue(name: string, value: string): string {
  if (value.includes('$')) throw new Error(`${name}: "$" in a header value cannot be written in an nginx configuration: ${value}`);
  return quote(value);
}

function listenOf(value: string | number | undefined, fallback: number): string {
  const text = String(value ?? fallback);
  if (!/^(?:(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\]|[a-z0-9.-]+):)?\d{1,5}$/i.test(text)) throw new Error(`listen: expected [address:]port, got ${JSON.stringify(text)}`);
  return text;
}
const portOf = (listen: string) => Number(/(\d+)$/.exec(listen)![1]);

interface Upstream { scheme: 'http' | 'https'; server: string; host: string }

function upstreamOf(label: string, url: string): Upstream {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${label}: ${JSON.stringify(url)} is not a URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`${label}: ${url} must be http: or https:`);
  if (parsed.pathname !== '/' || parsed.search || parsed.username) throw new Error(`${label}: ${url} must be an origin (no path, query or credentials)`);
  const scheme = parsed.protocol === 'https:' ? 'https' : 'http';
  return { scheme, server: `${parsed.hostname}:${parsed.port || (scheme === 'https' ? 443 : 80)}`, host: parsed.hostname.replace(/^\[|\]$/g, '') };
}

/** The headers all merchants share (the build writes the same for each); throws when they do not. */
function sharedHeaders(merchants: readonly MerchantBuild[]): Record<(typeof SHARED_HEADERS)[number], string> {
  const out = {} as Record<(typeof SHARED_HEADERS)[number], string>;
  for (const name of SHARED_HEADERS) {
    const values = new Map<string, string[]>();
    for (const m of merchants) {
      const value = m.headers[name];
      if (value === undefined) throw new Error(`m/headers/${m.id}.json has no ${name}`);
      values.set(value, [...(values.get(value) ?? []), m.id]);
    }
    if (values.size > 1) {
      throw new Error(`${name} differs between merchants (${[...values].map(([v, ids]) => `${ids.join(', ')}: ${v}`).join('; ')}): this configuration sends one value to every host`);
    }
    out[name] = headerValue(name, [...values.keys()][0]!);
  }
  return out;
}

/** A location regex for paths and their trailing-slash forms ("^(?:/m|/m/home)/*$"). */
function pathsRegex(paths: readonly string[]): string {
  const trimmed = [...new Set(paths.map((p) => p.replace(/\/+$/, '') || '/'))];
  return `^(?:${trimmed.map(escapeRegex).join('|')})/*$`;
}

/** The configuration files, by path relative to nginx.conf's directory. */
export function nginxConfig(build: BuildInfo, options: NginxOptions): Map<string, string> {
  const tls = options.tls;
  const listen = listenOf(options.listen, tls ? 443 : 8080);
  const redirectListen = tls ? listenOf(options.redirectListen, 80) : undefined;
  const api = upstreamOf('--api', options.api);
  const sandbox = options.sandbox ? { ...options.sandbox, upstream: upstreamOf('--sandbox', options.sandbox.url) } : undefined;
  const runtime = resolve(options.runtimeDir);
  const headers = sharedHeaders(build.merchants);
  if (!build.merchants.some((m) => m.id === build.defaultId)) throw new Error(`the default merchant ${build.defaultId} is not among the merchants`);
  checkMerchants(build, sandbox?.hosts ?? []);

  const files = new Map<string, string>();
  const merchantIds = build.merchants.map((m) => m.id);
  files.set('nginx.conf', topLevel(build, options, { listen, redirectListen, api, sandbox, runtime, merchantIds }));
  files.set('m-types.conf', typesFile());
  files.set('m-maps.conf', mapsFile(build, headers['Strict-Transport-Security'], Boolean(sandbox)));
  files.set('m-headers.conf', lines(
    '# The security headers of every answer, errors included (HSTS on HTTPS answers only: $m_hsts is',
    '# empty over http). A location that adds headers of its own includes this file again, since nginx',
    '# drops the headers a location inherits as soon as it has one add_header.',
    `add_header X-Content-Type-Options ${headers['X-Content-Type-Options']} always;`,
    `add_header Referrer-Policy ${headers['Referrer-Policy']} always;`,
    `add_header Permissions-Policy ${headers['Permissions-Policy']} always;`,
    'add_header Strict-Transport-Security $m_hsts always;',
  ));
  files.set('m-proxy.conf', proxyFile());
  files.set('m-site.conf', siteFile(build.root, api, sandbox));
  if (sandbox) files.set('m-sandbox-merchant.conf', sandboxMerchantFile(build.merchants));
  for (const m of build.merchants) files.set(`merchants/${m.id}.conf`, merchantFile(m, m.id === build.defaultId, listen, Boolean(tls)));
  return files;
}

function checkMerchants(build: BuildInfo, reserved: readonly string[]): void {
  const owner = new Map<string, string>(reserved.map((h) => [h, 'the sandbox']));
  for (const m of build.merchants) {
    if (!ID.test(m.id)) throw new Error(`merchant id ${JSON.stringify(m.id)}: [A-Za-z0-9_-] only`);
    for (const domain of m.domains) {
      if (!HOST.test(domain)) throw new Error(`${m.id}: ${JSON.stringify(domain)} is not a host name`);
      const taken = owner.get(domain);
      if (taken && taken !== m.id) throw new Error(`${domain} is listed by ${taken} and ${m.id}`);
      owner.set(domain, m.id);
    }
    for (const path of [...m.homePaths, ...m.loginPaths]) {
      if (!ROUTE_PATH.test(path)) throw new Error(`${m.id}: route path ${JSON.stringify(path)} has characters this configuration does not route`);
    }
  }
}

const lines = (...parts: (string | false | undefined)[]) => `${parts.filter((p): p is string => typeof p === 'string').join('\n')}\n`;
const indent = (text: string, by = '    ') => text.split('\n').map((l) => (l ? by + l : l)).join('\n');

interface TopLevel {
  listen: string;
  redirectListen: string | undefined;
  api: Upstream;
  sandbox: (SandboxProxy & { upstream: Upstream }) | undefined;
  runtime: string;
  merchantIds: string[];
}

function topLevel(build: BuildInfo, options: NginxOptions, t: TopLevel): string {
  const gzipTypes = [...new Set(COMPRESSIBLE_EXTENSIONS.map((ext) => CONTENT_TYPES[ext]!.split(';')[0]!))].filter((type) => type !== 'text/html');
  const upstream = (name: string, u: Upstream) => `upstream ${name} {\n    server ${u.server};\n    keepalive 16;\n}`;
  const http = lines(
    `client_body_temp_path ${quote(`${t.runtime}/tmp/client_body`)};`,
    `proxy_temp_path ${quote(`${t.runtime}/tmp/proxy`)};`,
    `fastcgi_temp_path ${quote(`${t.runtime}/tmp/fastcgi`)};`,
    `uwsgi_temp_path ${quote(`${t.runtime}/tmp/uwsgi`)};`,
    `scgi_temp_path ${quote(`${t.runtime}/tmp/scgi`)};`,
    `access_log ${quote(`${t.runtime}/logs/access.log`)};`,
    '',
    'include m-types.conf;',
    'default_type application/octet-stream;',
    'sendfile on;',
    'tcp_nopush on;',
    'server_tokens off;',
    '# Location: /m/ as the sandbox sends it (not http://host:port/m/).',
    'absolute_redirect off;',
    '# "/m//home" is not "/m/home", as in the sandbox.',
    'merge_slashes off;',
    'keepalive_timeout 65s;',
    '# The API takes bodies of up to 1 MB; a small JSON body stays in memory.',
    'client_max_body_size 1m;',
    'client_body_buffer_size 64k;',
    '# Room for many brands\' host names.',
    'server_names_hash_max_size 4096;',
    'server_names_hash_bucket_size 128;',
    '',
    '# Compression: a file\'s .gz beside it when the build wrote one (gzip_static), else on the fly.',
    '# Vary is set by m-site.conf itself, so gzip_vary stays off there.',
    'gzip on;',
    'gzip_comp_level 5;',
    '# As the sandbox: any size (HTML too, which the sandbox sends uncompressed).',
    'gzip_min_length 1;',
    'gzip_proxied any;',
    `gzip_types ${gzipTypes.join(' ')};`,
    '',
    options.tls && lines(
      `ssl_certificate ${quote(resolve(options.tls.cert))};`,
      `ssl_certificate_key ${quote(resolve(options.tls.key))};`,
      'ssl_protocols TLSv1.2 TLSv1.3;',
      'ssl_prefer_server_ciphers off;',
      'ssl_session_cache shared:m_tls:10m;',
      'ssl_session_timeout 1d;',
    ),
    upstream('m_api', t.api),
    t.sandbox && upstream('m_sandbox', t.sandbox.upstream),
    '',
    'include m-maps.conf;',
    '',
    `# One server per merchant (${t.merchantIds.length}); the default merchant's answers hosts no merchant lists.`,
    'include merchants/*.conf;',
    t.redirectListen && lines(
      '',
      '# Plain HTTP: every host is sent to HTTPS.',
      'server {',
      `    listen ${t.redirectListen} default_server;`,
      '    server_name _;',
      '    include m-headers.conf;',
      `    location / { return 301 https://$host${portOf(t.listen) === 443 ? '' : `:${portOf(t.listen)}`}$request_uri; }`,
      '}',
    ).trimEnd(),
    t.sandbox && lines(
      '',
      '# The sandbox\'s stand-ins for other origins (image CDNs, game and chat pages), told apart by Host.',
      'server {',
      `    listen ${t.listen}${options.tls ? ' ssl http2' : ''};`,
      `    server_name ${t.sandbox.hosts.join(' ')};`,
      '    location / {',
      '        proxy_http_version 1.1;',
      '        proxy_set_header Connection "";',
      '        proxy_set_header Host $http_host;',
      '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      '        proxy_set_header X-Forwarded-Proto $scheme;',
      `        proxy_pass ${t.sandbox.upstream.scheme}://m_sandbox;`,
      '    }',
      '}',
    ).trimEnd(),
  );
  const defaultMerchant = build.merchants.find((m) => m.id === build.defaultId)!;
  return lines(
    `# nginx configuration of the build in ${build.root}, generated by scripts/deploy/nginx.ts:`,
    `# ${build.merchants.length} merchant(s), default ${build.defaultId} (${defaultMerchant.domains.join(' ') || 'no domains'}).`,
    '# Generated: regenerate after every build instead of editing.',
    `# Run: nginx -p ${t.runtime} -c <this file>  (pid, logs/ and tmp/ are under ${t.runtime})`,
    t.sandbox && `# Sandbox mode: ${t.sandbox.url}'s own paths and stand-in hosts are proxied too. Never for an operator.`,
    '',
    options.user ? `user ${options.user};` : '# user www-data;  (when started as root)',
    `worker_processes ${options.workerProcesses ?? 'auto'};`,
    `pid ${quote(`${t.runtime}/nginx.pid`)};`,
    `error_log ${quote(`${t.runtime}/logs/error.log`)} warn;`,
    '',
    'events {',
    '    worker_connections 1024;',
    '}',
    '',
    'http {',
    indent(http.trimEnd()),
    '}',
  );
}

function typesFile(): string {
  const byType = new Map<string, string[]>();
  for (const [ext, type] of Object.entries(CONTENT_TYPES)) {
    // The charset is added by `charset utf-8` (m-site.conf) for the types in charset_types.
    const bare = type.split(';')[0]!;
    byType.set(bare, [...(byType.get(bare) ?? []), ext.slice(1)]);
  }
  return lines(
    '# Content-Type by extension, as the sandbox sends it (sandbox/static-files.ts); any other file is',
    '# application/octet-stream.',
    'types {',
    ...[...byType].map(([type, exts]) => `    ${type} ${exts.join(' ')};`),
    '}',
  );
}

/** The types that carry "; charset=utf-8" (text/html always does: nginx's charset_types include it). */
const charsetTypes = () => [...new Set(Object.values(CONTENT_TYPES).filter((t) => t.includes('charset=')).map((t) => t.split(';')[0]!))].filter((t) => t !== 'text/html');

function mapsFile(build: BuildInfo, hsts: string, sandbox: boolean): string {
  const rules = tagRules();
  const sets = new Map<string, Language[]>();
  for (const m of build.merchants) sets.set(languageSetKey(m.languages), [...new Set(m.languages)].sort());
  const bypass = [WIRE_PREFIX, ...(sandbox ? ['/__sandbox/'] : [])].map(escapeRegex).join('|');
  return lines(
    '# Per-request choices, shared by every merchant\'s server. A server sets $m_id, $m_languages (its',
    '# language set\'s key), $m_default_language and $m_csp; m-site.conf sets $m_language_vary.',
    '',
    '# The language of a shell: the first tag of Accept-Language, in the order the header lists them',
    '# (a tag with q=0 skipped), that the merchant offers, else its default language. First the tag,',
    '# per language set: "<set>|<header>" → the first offered tag, as the browser spelled it.',
    'map "$m_languages|$http_accept_language" $m_accept_tag {',
    '    default "";',
    ...[...sets.values()].map((set) => `    ${quote(`~${acceptLanguageRegex(set, 'pcre', rules)}`)} $m_tag;`),
    '}',
    '# Then the tag as a product code, as the app reads a browser language (src/lib/i18n/languages.ts',
    '# normalizeLanguage: en-US → EN, zh-TW → TW, pt-BR → PT-BR, fil → TY).',
    'map $m_accept_tag $m_language {',
    '    default $m_default_language;',
    ...LANGUAGES.map((code) => `    ${quote(`~${normalizedTagRegex(code, rules)}`)} ${code};`),
    '}',
    '',
    '# The path without its trailing slashes: "/m/home/" is the home page, "/m/sw.js/" the worker.',
    'map $uri $m_path {',
    '    default $uri;',
    '    "~^(?<m_path_trimmed>/.*?)/+$" $m_path_trimmed;',
    '}',
    '',
    '# An app route (its page, else 404): no extension in its last segment, or ".html".',
    'map $uri $m_app_route {',
    '    default 0;',
    '    "~/[^/.]*$" 1;',
    '    "~\\.html$" 1;',
    '}',
    '',
    '# Content-hashed assets are immutable; everything else, HTML always, revalidates (ETag).',
    'map $uri $m_cache_control {',
    '    default no-cache;',
    '    "~*\\.html$" no-cache;',
    `    "~^/m/assets/" ${quote(IMMUTABLE)};`,
    '}',
    '',
    '# Vary: the shells and pages of app routes depend on the language asked for.',
    'map $m_language_vary $m_vary {',
    '    default "Accept-Encoding";',
    '    1 "Accept-Encoding, Accept-Language";',
    '}',
    '',
    '# The merchant\'s Content-Security-Policy: on HTML answers and on the service worker\'s script.',
    'map $uri $m_page_csp {',
    '    default "";',
    '    "~*\\.html$" $m_csp;',
    '    /m/sw.js $m_csp;',
    '}',
    '',
    '# HSTS on HTTPS answers only.',
    'map $https $m_hsts {',
    '    default "";',
    `    on ${hsts};`,
    '}',
    '',
    '# 1: a path the sandbox would not decode (a "%" that starts no byte, bytes that are not UTF-8).',
    `# ${[WIRE_PREFIX, ...(sandbox ? ['/__sandbox/'] : [])].join(' and ')} go to their backend as they are.`,
    'map $request_uri $m_bad_encoding {',
    '    default 1;',
    `    ${quote(`~^(?:${bypass})`)} 0;`,
    `    ${quote(`~${VALID_ENCODING}`)} 0;`,
    '}',
  );
}

function proxyFile(): string {
  return lines(
    '# A location proxied to a backend: the security headers once (the backend\'s own copies hidden),',
    '# the caller\'s Host, address and scheme passed on, and time limits longer than the app\'s own',
    '# (30 s by default, 10 s for a game launch: the app gives up first and says so).',
    'include m-headers.conf;',
    ...SHARED_HEADERS.map((name) => `proxy_hide_header ${name};`),
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Real-IP $remote_addr;',
    'proxy_connect_timeout 10s;',
    'proxy_send_timeout 60s;',
    'proxy_read_timeout 60s;',
    '# Answers are small JSON: they fit the buffers, and one that does not is streamed, never spooled',
    '# to disk; big response headers (cookies) fit too.',
    'proxy_buffer_size 16k;',
    'proxy_buffers 16 16k;',
    'proxy_busy_buffers_size 32k;',
    'proxy_max_temp_file_size 0;',
    '# The backend\'s Content-Type as it is; a gzipped answer says it varies.',
    'charset off;',
    'gzip_vary on;',
  );
}

function siteFile(root: string, api: Upstream, sandbox: (SandboxProxy & { upstream: Upstream }) | undefined): string {
  const proxied = (u: Upstream, name: string, passThrough = false) => lines(
    '    include m-proxy.conf;',
    passThrough && '    gzip off;',
    u.scheme === 'https' && `    proxy_ssl_server_name on;\n    proxy_ssl_name ${quote(u.host)};`,
    `    proxy_pass ${u.scheme}://${name};`,
  ).trimEnd();
  return lines(
    '# Every merchant\'s server includes this after setting $m_id, $m_languages, $m_default_language and',
    '# $m_csp, and its home and login locations (which go to @m_home and @m_login).',
    `root ${quote(root)};`,
    'charset utf-8;',
    `charset_types ${charsetTypes().join(' ')};`,
    'gzip_static on;',
    'set $m_language_vary "";',
    sandbox && 'include m-sandbox-merchant.conf;',
    '',
    '# A path the sandbox would refuse to decode gets 400, like the paths nginx refuses itself (one that',
    '# leaves the root, a "%" that starts no byte). The error page is a path, not a named location:',
    '# nginx cannot send a request it could not parse to a named location.',
    'if ($m_bad_encoding) {',
    '    rewrite ^ /.m-bad-request last;',
    '}',
    'error_page 400 /.m-bad-request;',
    'error_page 404 @m_not_found;',
    '',
    '# Headers of every file answer. No location below has add_header of its own except those that',
    '# include m-headers.conf again (redirects and proxied paths: no Cache-Control, Vary or CSP there).',
    'include m-headers.conf;',
    'add_header Cache-Control $m_cache_control;',
    'add_header Vary $m_vary;',
    'add_header Content-Security-Policy $m_page_csp;',
    '',
    'location = / {',
    '    include m-headers.conf;',
    '    return 302 /m/;',
    '}',
    'location = /m {',
    '    include m-headers.conf;',
    '    return 302 /m/;',
    '}',
    '',
    '# A missing asset is a 404, never HTML (the app reloads once when a chunk is gone after a deploy).',
    'location ^~ /m/assets/ {',
    '    try_files $m_path =404;',
    '}',
    '# A file that exists, else the page of an app route.',
    'location /m/ {',
    '    try_files $m_path @m_page;',
    '}',
    'location / {',
    '    try_files $m_path =404;',
    '}',
    '',
    '# The home paths\' and the login paths\' first paint as HTML, in the language asked for; the',
    '# merchant\'s page on any other app route. index.html when the build has no such file.',
    '# A shell has no validator: nginx\'s ETag is the file\'s mtime and size, and two languages\' shells',
    '# of one size written in the same second would share it (a 304 would keep the wrong language).',
    'location @m_home {',
    '    set $m_language_vary 1;',
    '    etag off;',
    '    if_modified_since off;',
    '    try_files /m/shells/$m_id.$m_language.html /m/index.html =404;',
    '}',
    'location @m_login {',
    '    set $m_language_vary 1;',
    '    etag off;',
    '    if_modified_since off;',
    '    try_files /m/shells/$m_id.login.$m_language.html /m/index.html =404;',
    '}',
    'location @m_page {',
    '    if ($m_app_route = 0) {',
    '        return 404;',
    '    }',
    '    set $m_language_vary 1;',
    '    try_files /m/pages/$m_id.html /m/index.html =404;',
    '}',
    '',
    '# Plain text whatever the path\'s extension (an empty types block: default_type for every file).',
    'location @m_not_found {',
    '    types { }',
    '    default_type text/plain;',
    '    gzip off;',
    '    return 404 "Not found\\n";',
    '}',
    'location = /.m-bad-request {',
    '    internal;',
    '    types { }',
    '    default_type text/plain;',
    '    gzip off;',
    '    return 400 "Bad request: the path is not valid percent-encoding.\\n";',
    '}',
    '',
    '# The API.',
    `location ^~ ${WIRE_PREFIX} {`,
    proxied(api, 'm_api'),
    '}',
    sandbox && lines(
      '',
      '# Sandbox mode: what the sandbox answers beside the build, passed on as it is.',
      ...sandbox.prefixes.map((p) => `location ^~ ${quote(p)} {\n${proxied(sandbox.upstream, 'm_sandbox', true)}\n}`),
      ...sandbox.exact.map((p) => `location = ${quote(p)} {\n${proxied(sandbox.upstream, 'm_sandbox', true)}\n}`),
      ...sandbox.patterns.map((p) => `location ~ ${quote(p)} {\n${proxied(sandbox.upstream, 'm_sandbox', true)}\n}`),
    ).trimEnd(),
  );
}

/**
 * Sandbox mode: `?merchant=<id>` answers as that merchant's host would (its shells, page and
 * policy; the paths stay the host's merchant's), as the sandbox does (sandbox/page-merchant.ts).
 */
function sandboxMerchantFile(merchants: readonly MerchantBuild[]): string {
  return lines(
    '# Sandbox mode only: ?merchant=<id> picks the merchant, as the sandbox does.',
    ...merchants.map((m) => lines(
      `if ($arg_merchant = ${m.id}) {`,
      `    set $m_id ${m.id};`,
      `    set $m_languages ${quote(languageSetKey(m.languages))};`,
      `    set $m_default_language ${quote(m.defaultLanguage)};`,
      `    set $m_csp ${headerValue(`${m.id} ${CSP}`, m.headers[CSP] ?? '')};`,
      '}',
    ).trimEnd()),
  );
}

function merchantFile(m: MerchantBuild, isDefault: boolean, listen: string, tls: boolean): string {
  const csp = m.headers[CSP];
  if (!csp) throw new Error(`m/headers/${m.id}.json has no ${CSP}`);
  return lines(
    `# ${m.id}${isDefault ? ' (the default merchant: hosts no merchant lists get it)' : ''}`,
    'server {',
    `    listen ${listen}${tls ? ' ssl http2' : ''}${isDefault ? ' default_server' : ''};`,
    m.domains.length ? `    server_name ${m.domains.join(' ')};` : '    server_name "";',
    `    set $m_id ${m.id};`,
    `    set $m_languages ${quote(languageSetKey(m.languages))};`,
    `    set $m_default_language ${quote(m.defaultLanguage)};`,
    `    set $m_csp ${headerValue(`${m.id} ${CSP}`, csp)};`,
    `    location ~ ${quote(pathsRegex(['/m', ...m.homePaths]))} { try_files $m_path @m_home; }`,
    m.loginPaths.length > 0 && `    location ~ ${quote(pathsRegex(m.loginPaths))} { try_files $m_path @m_login; }`,
    '    include m-site.conf;',
    '}',
  );
}
