import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BASE_CSP, securityHeaders } from './csp';
import { sendText } from './http-io';
import { createBuildOverlay, markAsSandbox, type BuildOverlay } from './sandbox-build';

// Serves a production build. `root` maps to the URL root: dist/m/index.html is /m/index.html.
//   /m/login            (no such file)  -> dist/m/index.html, 200 (SPA fallback, also *.html routes)
//   /m/assets/x-3f.js   (missing)       -> 404 (never HTML for a missing chunk: the app's
//                                          vite:preloadError reload relies on that)
//   /m/../../etc/passwd, /m/..%2f..     -> 403

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif',
  '.gif': 'image/gif', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff', '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8', '.mobileconfig': 'application/x-apple-aspen-config',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/m/assets/')) return IMMUTABLE;
  // index.html, sw.js, asset-manifest.json, merchants/* and everything else without a content
  // hash: revalidate every time (cheap: the ETag answers 304).
  return 'no-cache';
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse, urlPath: string) => void;

export interface StaticOptions {
  spaFallback?: string;
  /**
   * The Content-Security-Policy of an HTML answer and of the service worker script: the policy of
   * the merchant the request is answered for (sandbox/page-merchant.ts); default (and when it
   * answers undefined) the base policy, 'self' only.
   */
  csp?: (req: IncomingMessage) => string | undefined;
  /**
   * The page of an app route when it is not index.html: the host's merchant's HTML shell for its
   * home path or its page elsewhere (scripts/build-shells.ts), as a path under the root
   * ("m/shells/luckyvn.VI.html", "m/pages/luckyvn.html"); undefined, or a file the build did not
   * write (development), for index.html.
   */
  appPage?: (req: IncomingMessage, urlPath: string) => string | undefined;
  /**
   * The sandbox's overlay on the build (sandbox-build.ts): files served with other content, and
   * files added. Default: the overlay of `rootDir`; `false` serves the files as they are (HTML
   * still marked as the sandbox's).
   */
  overlay?: BuildOverlay | false;
}

interface Target { path: string; stats: Stats; body?: Buffer }

export function createStaticHandler(rootDir: string, options: StaticOptions = {}): StaticHandler {
  const root = resolve(rootDir);
  const overlay = options.overlay === undefined ? createBuildOverlay(root) : options.overlay;
  const gzipCache = new Map<string, { key: string; body: Buffer }>();
  const relOf = (path: string) => relative(root, path).split(sep).join('/');
  /** The file at `path` as served: the overlay's content where it has one. */
  const served = (path: string): Target | undefined => {
    const found = fileAt(path);
    if (!found) {
      const extra = overlay ? overlay.extra(relOf(path)) : undefined;
      return extra ? { path, stats: statSync(root), body: extra } : undefined;
    }
    const body = overlay ? overlay.body(relOf(path), () => readFileSync(found.path)) : undefined;
    return body ? { ...found, body } : found;
  };
  return function serve(req, res, urlPath) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return sendText(res, 400, 'Bad request: the path is not valid percent-encoding.');
    }
    const file = resolve(join(root, decoded));
    if (decoded.includes('\0') || (file !== root && !file.startsWith(root + sep))) {
      return sendText(res, 403, 'Forbidden: the path leaves the static root.');
    }
    const appRoute = Boolean(options.spaFallback) && isAppRoute(decoded, options.spaFallback!);
    // A folder's index.html only outside the app's routes: "/m/" is the home path, whose page is
    // the merchant's shell, as on an operator's web server (docs/deployment.md).
    let target = served(file) ?? (appRoute ? undefined : served(join(file, 'index.html')));
    // An app route's page may depend on the browser's language (a shell in each language).
    const fallback = !target && appRoute ? options.spaFallback : undefined;
    if (fallback !== undefined) {
      const page = options.appPage?.(req, decoded);
      target = (page ? served(join(root, page)) : undefined) ?? served(join(root, fallback, 'index.html'));
    }
    if (!target) return sendText(res, 404, `Not found: ${urlPath}`);
    const ext = extname(target.path).toLowerCase();
    const etag = target.body
      ? `W/"${createHash('sha1').update(target.body).digest('hex').slice(0, 16)}"`
      : `W/"${target.stats.size.toString(16)}-${Math.floor(target.stats.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': ext === '.html' ? 'no-cache' : cacheControlFor(decoded),
      ETag: etag,
      Vary: fallback !== undefined ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding',
      ...securityHeaders(ext === '.html' || isWorkerScript(decoded) ? (options.csp?.(req) ?? BASE_CSP) : undefined),
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      return void res.end();
    }
    if (ext === '.html') {
      const html = markAsSandbox((target.body ?? readFileSync(target.path)).toString('utf8'));
      res.writeHead(200, { ...headers, 'Content-Length': String(Buffer.byteLength(html)) });
      return void res.end(req.method === 'HEAD' ? undefined : html);
    }
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) {
      let cached = gzipCache.get(target.path);
      if (cached?.key !== etag) {
        cached = { key: etag, body: gzipSync(target.body ?? readFileSync(target.path)) };
        gzipCache.set(target.path, cached);
      }
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(cached.body.length) });
      return void res.end(req.method === 'HEAD' ? undefined : cached.body);
    }
    if (target.body) {
      res.writeHead(200, { ...headers, 'Content-Length': String(target.body.length) });
      return void res.end(req.method === 'HEAD' ? undefined : target.body);
    }
    res.writeHead(200, { ...headers, 'Content-Length': String(target.stats.size) });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(target.path).pipe(res);
  };
}

export { markAsSandbox };

/** The service worker's script: its policy governs the worker (what it may fetch and import). */
function isWorkerScript(path: string): boolean {
  return /^\/m\/sw\.js$/.test(path);
}

/**
 * Under the app's base path, and either extension-less or *.html: a client-side route. Never
 * under assets/: a missing chunk is a 404, never HTML (the app's reload after a deploy relies on it).
 */
function isAppRoute(path: string, base: string): boolean {
  const prefix = `/${base.replace(/^\/|\/$/g, '')}`;
  if (path !== prefix && !path.startsWith(`${prefix}/`)) return false;
  if (path.startsWith(`${prefix}/assets/`)) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

function fileAt(path: string): Target | undefined {
  if (!existsSync(path)) return undefined;
  const stats = statSync(path);
  return stats.isFile() ? { path, stats } : undefined;
}
