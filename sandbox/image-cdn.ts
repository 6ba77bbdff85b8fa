import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from './csp';
import { stateForHost } from './page-merchant';
import { header, sendText } from './http-io';
import type { SandboxRuntime } from './sandbox-runtime';
import { CDN_NAMES } from './scenario';

// The two image CDNs: a request whose Host is cdn-a.localhost:<port> or cdn-b.localhost:<port>
// gets a file of sandbox/cdn/ (game tiles /games/<VENDOR>/<gameId>.jpg|.webp, profile icons /profile-icons/<n>.png, server banners
// /banners/<merchantId>/<n>.jpg|.webp, promotion pictures /promotions/<type>.svg), cached for a year, readable from any origin. Anything
// else is 404. Scenario `imageCdn: {off: ['cdn-a']}` makes that CDN answer 503 for the pages of
// the merchant whose scenario says so: the page is told by the request's Referer (or Origin)
// host among the manifests' domains, else it is the default merchant (stateForHost), as a CDN
// host has no merchant of its own.
//
//   GET http://cdn-a.localhost:4173/games/PGSOFT/21001.webp -> 200 image/webp, immutable, ETag
//   GET http://cdn-b.localhost:4173/games/../../server.ts    -> 404

export { CDN_NAMES };
export type CdnName = (typeof CDN_NAMES)[number];

export const CDN_ROOT = join(dirname(fileURLToPath(import.meta.url)), 'cdn');
const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.webp': 'image/webp', '.png': 'image/png', '.svg': 'image/svg+xml' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** "cdn-a.localhost:4173" -> "cdn-a"; any other host -> undefined. */
export function cdnForHost(host: string | undefined): CdnName | undefined {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return CDN_NAMES.find((cdn) => name === `${cdn}.localhost`);
}

/** The port of "http://host:4173" ("4173"), '' when it names none. */
export function portOf(origin: string): string {
  return /:(\d{1,5})$/.exec(origin)?.[1] ?? '';
}

/** The status response's imageCDNs: both CDNs on the port the client used ("http://cdn-a.localhost:4173"). */
export function imageCdnOrigins(requestOrigin: string): string[] {
  const port = portOf(requestOrigin);
  return CDN_NAMES.map((cdn) => `http://${cdn}.localhost${port ? `:${port}` : ''}`);
}

/** The file under root for a URL path, or undefined (bad encoding, traversal, not a file, not a picture). */
export function cdnFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const base = resolve(root);
  const file = resolve(join(base, decoded));
  if (decoded.includes('\0') || !file.startsWith(base + sep) || !TYPES[extname(file).toLowerCase()]) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** Whether the requesting page's merchant has switched this CDN off (scenario imageCdn.off). */
export function cdnSwitchedOff(runtime: SandboxRuntime, req: IncomingMessage, cdn: CdnName): boolean {
  const page = header(req, 'referer') ?? header(req, 'origin');
  let host: string | undefined;
  try {
    host = page ? new URL(page).host : undefined;
  } catch {
    host = undefined;
  }
  return stateForHost(runtime, host)?.scenario.imageCdn?.off?.includes(cdn) ?? false;
}

export function createImageCdn(runtime: SandboxRuntime, root = CDN_ROOT) {
  const etags = new Map<string, { key: string; etag: string }>();
  return function serveCdn(req: IncomingMessage, res: ServerResponse, url: URL, cdn: CdnName): void {
    const cors = { 'Access-Control-Allow-Origin': '*' };
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed', { ...cors, Allow: 'GET, HEAD' });
    if (cdnSwitchedOff(runtime, req, cdn)) return sendText(res, 503, `${cdn} is switched off (scenario imageCdn)`, { ...cors, 'Cache-Control': 'no-store' });
    const file = cdnFile(root, url.pathname);
    if (!file) return sendText(res, 404, `Not found: ${url.pathname}`, { ...cors, 'Cache-Control': 'no-store' });
    const stats = statSync(file);
    const key = `${stats.size}-${stats.mtimeMs}`;
    let cached = etags.get(file);
    if (cached?.key !== key) {
      cached = { key, etag: `"${createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 32)}"` };
      etags.set(file, cached);
    }
    const headers = {
      'Content-Type': TYPES[extname(file).toLowerCase()]!,
      'Cache-Control': IMMUTABLE,
      ETag: cached.etag,
      ...cors,
      ...securityHeaders(),
    };
    if (req.headers['if-none-match'] === cached.etag) {
      res.writeHead(304, headers);
      return void res.end();
    }
    const body = readFileSync(file);
    res.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
