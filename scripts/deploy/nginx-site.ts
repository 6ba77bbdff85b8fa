import { WIRE_PREFIX } from '../../src/lib/wire/define-call.ts';
import { escapeRegex, languageSetKey } from './accept-language.ts';
import type { MerchantBuild } from './build-info.ts';
import { charsetTypes } from './nginx-maps.ts';
import { CSP, headerValue, lines, quote, SHARED_HEADERS, type Upstream } from './nginx-shared.ts';

// m-proxy.conf, m-site.conf, m-sandbox-merchant.conf and merchants/<id>.conf (nginx-config.ts):
// the locations of every merchant's server, and each merchant's own server.

/** The sandbox's proxied paths (nginx-config.ts SandboxProxy) and its upstream, as m-site.conf routes them. */
interface ProxiedSandbox { prefixes: readonly string[]; exact: readonly string[]; patterns: readonly string[]; upstream: Upstream }

export function proxyFile(): string {
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

export function siteFile(root: string, api: Upstream, sandbox: ProxiedSandbox | undefined): string {
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
export function sandboxMerchantFile(merchants: readonly MerchantBuild[]): string {
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

/** A location regex for paths and their trailing-slash forms ("^(?:/m|/m/home)/*$"). */
function pathsRegex(paths: readonly string[]): string {
  const trimmed = [...new Set(paths.map((p) => p.replace(/\/+$/, '') || '/'))];
  return `^(?:${trimmed.map(escapeRegex).join('|')})/*$`;
}

export function merchantFile(m: MerchantBuild, isDefault: boolean, listen: string, tls: boolean): string {
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
