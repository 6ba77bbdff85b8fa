import { LANGUAGES, type Language } from '../../src/lib/i18n/languages.ts';
import { WIRE_PREFIX } from '../../src/lib/wire/define-call.ts';
import { acceptLanguageRegex, escapeRegex, languageSetKey, normalizedTagRegex, tagRules } from './accept-language.ts';
import type { BuildInfo } from './build-info.ts';
import { CONTENT_TYPES, IMMUTABLE, lines, quote } from './nginx-shared.ts';

// m-types.conf and m-maps.conf (nginx-config.ts): the Content-Type table and the per-request choices.

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

export function typesFile(): string {
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
export const charsetTypes = () => [...new Set(Object.values(CONTENT_TYPES).filter((t) => t.includes('charset=')).map((t) => t.split(';')[0]!))].filter((t) => t !== 'text/html');

export function mapsFile(build: BuildInfo, hsts: string, sandbox: boolean): string {
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
