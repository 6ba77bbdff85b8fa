// What the generated files share (nginx-config.ts, nginx-maps.ts, nginx-site.ts): the sandbox's
// tables they follow, the headers, and how text is written into an nginx file.

/** The sandbox's Content-Type table (sandbox/static-files.ts TYPES; the unit test keeps the two equal). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif',
  '.gif': 'image/gif', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff', '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8', '.mobileconfig': 'application/x-apple-aspen-config',
};
/** Extensions the sandbox gzips (sandbox/static-files.ts COMPRESSIBLE). */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = ['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map'];

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The headers every answer carries (HSTS: every HTTPS answer); the CSP goes on HTML and the worker script only. */
export const SHARED_HEADERS = ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Strict-Transport-Security'] as const;
export const CSP = 'Content-Security-Policy';

/** A double-quoted nginx string ("\" and '"' escaped). */
export function quote(text: string): string {
  if ([...text].some((c) => c.charCodeAt(0) < 0x20 || c === '\x7f')) throw new Error(`control character in ${JSON.stringify(text)}`);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A header value for add_header or set: quoted, and never with "$" (nginx would read a variable). */
export function headerValue(name: string, value: string): string {
  if (value.includes('$')) throw new Error(`${name}: "$" in a header value cannot be written in an nginx configuration: ${value}`);
  return quote(value);
}

export const lines = (...parts: (string | false | undefined)[]) => `${parts.filter((p): p is string => typeof p === 'string').join('\n')}\n`;
export const indent = (text: string, by = '    ') => text.split('\n').map((l) => (l ? by + l : l)).join('\n');

export interface Upstream { scheme: 'http' | 'https'; server: string; host: string }
