import { cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { SECURITY_HEADERS, HSTS, type CspManifest } from '../scripts/lib/merchant-csp.ts';
import { sandboxCsp } from './csp';
import { precompress } from '../scripts/deploy/precompress.ts';
import { sandboxManifestText } from './overlay';

/**
 * A production build as the sandbox serves it: the sandbox's overlay (overlay.ts) applied to the
 * files that carry a manifest, without writing into the build. The sandbox applies it per
 * request (static-files.ts), so a build replaced while it runs (the redeploy tests) is served
 * as it is now; `writeSandboxRoot` writes a copy for a web server that serves files only (nginx
 * in the tests and `npm run serve:nginx`).
 *
 *   m/merchants/<id>/manifest.json   the overlaid manifest
 *   m/merchants/<id>/record.json, m/hosts/*.json, m/pages/*.html, m/shells/*.html
 *                                    the manifest's digest replaced by the overlaid text's
 *   m/headers/<id>.json              the headers of the overlaid manifest, as the sandbox sends them
 *   m/hosts/<id>.localhost.json      added: the overlay's host of each merchant
 *   m/hosts/localhost.json, m/hosts/127.0.0.1.json   added: the default merchant's record
 *   every HTML page                  marked as a sandbox page (the `?merchant=` override)
 *
 * Paths are relative to the served root, with "/" ("m/hosts/_default.json").
 */
export interface BuildOverlay {
  /** The body served instead of the file at `rel`, or undefined to serve the file as it is. */
  body(rel: string, read: () => Buffer): Buffer | undefined;
  /** A file served that the build does not have. */
  extra(rel: string): Buffer | undefined;
  /** The paths `extra` answers. */
  extras(): string[];
}

interface Overlaid { id: string; text: string; from: string; to: string; headers: string }

const MANIFEST = /^m\/merchants\/([\w-]+)\/manifest\.json$/;
const HEADERS = /^m\/headers\/([\w-]+)\.json$/;
const CARRIES_RECORD = /^m\/(merchants\/[\w-]+\/record\.json|hosts\/[^/]+\.json|pages\/[^/]+\.html|shells\/[^/]+\.html)$/;
const LOOPBACK_HOST_FILES = ['localhost', '127.0.0.1'];

/** Marks a page the sandbox serves, so the app allows its `?merchant=<id>` override there (and in development builds) only. */
export function markAsSandbox(html: string): string {
  return html.includes('<meta name="m-sandbox"') ? html : html.replace(/<head>/i, '<head><meta name="m-sandbox" content="1">');
}

export function createBuildOverlay(root: string): BuildOverlay {
  let cache: { key: string; merchants: Map<string, Overlaid> } | undefined;

  /** The build's merchants, overlaid; read again when a manifest file changes. */
  function merchants(): Map<string, Overlaid> {
    const dir = join(root, 'm', 'merchants');
    const ids = existsSync(dir) ? readdirSync(dir).filter((id) => existsSync(join(dir, id, 'manifest.json'))).sort() : [];
    const key = ids.map((id) => { const s = statSync(join(dir, id, 'manifest.json')); return `${id}:${s.size}:${s.mtimeMs}`; }).join('|');
    if (cache?.key !== key) {
      const list = ids.map((id): Overlaid => {
        const { text, from, to } = sandboxManifestText(readFileSync(join(dir, id, 'manifest.json'), 'utf8'));
        const manifest = JSON.parse(text) as CspManifest;
        const headers = { 'Content-Security-Policy': sandboxCsp(manifest), ...SECURITY_HEADERS, 'Strict-Transport-Security': HSTS };
        return { id, text, from, to, headers: `${JSON.stringify(headers, null, 1)}\n` };
      });
      cache = { key, merchants: new Map(list.map((m) => [m.id, m])) };
    }
    return cache.merchants;
  }

  function withDigests(text: string): string {
    let out = text;
    for (const m of merchants().values()) if (m.from !== m.to) out = out.split(`"digest":"${m.from}"`).join(`"digest":"${m.to}"`);
    return out;
  }

  function body(rel: string, read: () => Buffer): Buffer | undefined {
    const manifest = MANIFEST.exec(rel);
    if (manifest) return bufferOf(merchants().get(manifest[1]!)?.text);
    const headers = HEADERS.exec(rel);
    if (headers) return bufferOf(merchants().get(headers[1]!)?.headers);
    const html = rel.endsWith('.html');
    if (!html && !CARRIES_RECORD.test(rel)) return undefined;
    const text = read().toString('utf8');
    const out = CARRIES_RECORD.test(rel) ? withDigests(text) : text;
    const marked = html ? markAsSandbox(out) : out;
    return marked === text ? undefined : Buffer.from(marked);
  }

  /** The record file of a merchant (by id), as served. */
  function record(id: string): Buffer | undefined {
    const file = join(root, 'm', 'merchants', id, 'record.json');
    return existsSync(file) ? Buffer.from(withDigests(readFileSync(file, 'utf8'))) : undefined;
  }

  function extraPaths(): Map<string, () => Buffer | undefined> {
    const out = new Map<string, () => Buffer | undefined>();
    for (const id of merchants().keys()) out.set(`m/hosts/${id}.localhost.json`, () => record(id));
    const fallback = join(root, 'm', 'hosts', '_default.json');
    for (const name of LOOPBACK_HOST_FILES) out.set(`m/hosts/${name}.json`, () => (existsSync(fallback) ? Buffer.from(withDigests(readFileSync(fallback, 'utf8'))) : undefined));
    for (const rel of out.keys()) if (existsSync(join(root, rel))) out.delete(rel);
    return out;
  }

  return {
    body,
    extra: (rel) => extraPaths().get(rel)?.(),
    extras: () => [...extraPaths().keys()],
  };
}

const bufferOf = (text: string | undefined) => (text === undefined ? undefined : Buffer.from(text));

/**
 * Writes the build in `root` as the sandbox serves it into `out` (created; files the overlay
 * leaves alone are hard links where the file system allows, copies elsewhere). `out` then serves
 * with any static web server exactly what the sandbox serves from `root`; the precompressed `.gz`
 * of a file the overlay changes is written again from the new content. `link: false` copies
 * every file, for a copy a test changes (a hard link would change the build too).
 */
export function writeSandboxRoot(root: string, out: string, options: { link?: boolean } = {}): void {
  const link = options.link ?? true;
  const overlay = createBuildOverlay(root);
  mkdirSync(out, { recursive: true });
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      const rel = relative(root, full).split(sep).join('/');
      const target = join(out, rel);
      if (entry.isDirectory()) {
        mkdirSync(target, { recursive: true });
        walk(full);
        continue;
      }
      if (!entry.isFile()) continue;
      // A .gz of a file the overlay changes is left out: precompress (below) writes it from the new content.
      if (rel.endsWith('.gz') && overlay.body(rel.slice(0, -3), () => readFileSync(full.slice(0, -3)))) continue;
      const changed = rel.endsWith('.gz') ? undefined : overlay.body(rel, () => readFileSync(full));
      if (changed) writeFileSync(target, changed);
      else if (!link) cpSync(full, target);
      else {
        try {
          linkSync(full, target);
        } catch {
          cpSync(full, target);
        }
      }
    }
  };
  walk(root);
  for (const rel of overlay.extras()) {
    const content = overlay.extra(rel);
    if (!content) continue;
    mkdirSync(dirname(join(out, rel)), { recursive: true });
    writeFileSync(join(out, rel), content);
  }
  if (hasGzip(root)) precompress(out);
}

/** Whether the build was precompressed (its service worker script has a .gz beside it). */
function hasGzip(root: string): boolean {
  return existsSync(join(root, 'm', 'sw.js.gz'));
}
