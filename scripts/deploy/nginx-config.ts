import { resolve } from 'node:path';
import { HOST, ID, ROUTE_PATH, type BuildInfo, type MerchantBuild } from './build-info.ts';
import { mapsFile, typesFile } from './nginx-maps.ts';
import { COMPRESSIBLE_EXTENSIONS, CONTENT_TYPES, headerValue, indent, lines, quote, SHARED_HEADERS, type Upstream } from './nginx-shared.ts';
import { merchantFile, proxyFile, sandboxMerchantFile, siteFile } from './nginx-site.ts';

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
//
// The modules (scripts/deploy/):
//   build-info.ts       reading the build: readBuild, MerchantBuild, BuildInfo
//   accept-language.ts  the language of a shell: Accept-Language as m-maps.conf reads it (its regexes)
//   nginx-shared.ts     what the files share: the sandbox's Content-Type table, the shared headers, quoting
//   nginx-maps.ts       m-types.conf and m-maps.conf (and VALID_ENCODING, the paths the sandbox decodes)
//   nginx-site.ts       m-proxy.conf, m-site.conf, m-sandbox-merchant.conf and merchants/<id>.conf
//   nginx-config.ts     this file: the options, nginx.conf and m-headers.conf, the checks across merchants

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

function listenOf(value: string | number | undefined, fallback: number): string {
  const text = String(value ?? fallback);
  if (!/^(?:(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\]|[a-z0-9.-]+):)?\d{1,5}$/i.test(text)) throw new Error(`listen: expected [address:]port, got ${JSON.stringify(text)}`);
  return text;
}
const portOf = (listen: string) => Number(/(\d+)$/.exec(listen)![1]);

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
