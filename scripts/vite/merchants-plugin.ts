import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Plugin } from 'vite';
import { canonicalManifests } from './canonical-manifests.ts';

/**
 * Publishes every merchant folder as static files under /m/merchants/<id>/, and the digests of
 * the canonical manifests as the module `virtual:manifest-digests`.
 *
 *   merchants/luckyvn/manifest.json       -> /m/merchants/luckyvn/manifest.json (canonical: defaults filled in)
 *   merchants/luckyvn/assets/icon-192.png -> /m/merchants/luckyvn/assets/icon-192.png
 *
 * Build: emitted with stable names (no hash: the manifest is fetched with no-cache).
 * Dev: served from the folder, so an edited manifest shows on reload (through the validator path).
 */
const VIRTUAL_ID = 'virtual:manifest-digests';
const types: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json' };

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

export function merchantsPlugin(merchantsDir: string): Plugin {
  return {
    name: 'm-pwa:merchants',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      const digests = Object.fromEntries(canonicalManifests(merchantsDir).map((m) => [m.id, m.sha256]));
      return `export const manifestDigests = ${JSON.stringify(digests)};`;
    },
    generateBundle() {
      for (const manifest of canonicalManifests(merchantsDir)) {
        this.emitFile({ type: 'asset', fileName: `merchants/${manifest.id}/manifest.json`, source: manifest.text });
        const dir = join(merchantsDir, manifest.id);
        for (const file of listFiles(dir).filter((f) => extname(f) in types)) {
          this.emitFile({ type: 'asset', fileName: `merchants/${manifest.id}/${file}`, source: readFileSync(join(dir, file)) });
        }
      }
    },
    configureServer(server) {
      server.middlewares.use('/m/merchants/', (req, res, next) => {
        const rel = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\/+/, '');
        const full = join(merchantsDir, rel);
        if (rel.includes('..') || !existsSync(full) || !statSync(full).isFile()) return next();
        const isManifest = rel.endsWith('/manifest.json');
        res.setHeader('Content-Type', isManifest ? 'application/json' : (types[extname(full)] ?? 'application/octet-stream'));
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(full));
      });
    },
  };
}
