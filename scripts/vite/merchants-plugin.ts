import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Plugin } from 'vite';
import { DIGEST_HEX_DIGITS } from '../../src/runtime/manifest-digest.ts';
import { buildWebAppManifest, type PwaTemplate } from '../../src/flows/pwa/web-app-manifest.ts';
import { canonicalManifests } from './canonical-manifests.ts';

/**
 * Publishes every merchant folder as static files under /m/merchants/<id>/, and the digests of
 * the canonical manifests as the module `virtual:manifest-digests`.
 *
 *   merchants/luckyvn/manifest.json       -> /m/merchants/luckyvn/manifest.json (canonical: defaults filled in)
 *   merchants/luckyvn/assets/icon-192.png -> /m/merchants/luckyvn/assets/icon-192.png
 *   templates.pwa of the manifest         -> /m/merchants/luckyvn/app.webmanifest (the web app
 *                                            manifest the app links; icon paths relative to it)
 *
 * Build: emitted with stable names (no hash: the manifest is fetched with no-cache).
 * Dev: served from the folder, so an edited manifest shows on reload (through the validator path).
 */
const VIRTUAL_ID = 'virtual:manifest-digests';
const types: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.webmanifest': 'application/manifest+json' };

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

function webAppManifestText(canonicalText: string): string {
  const { templates } = JSON.parse(canonicalText) as { templates: { pwa: PwaTemplate } };
  return JSON.stringify(buildWebAppManifest(templates.pwa, { origin: '', icon: (path) => path }), null, 1);
}

export function merchantsPlugin(merchantsDir: string): Plugin {
  return {
    name: 'm-pwa:merchants',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      // SHA-256 cut to 96 bits (load-manifest.ts): the table ships in the first load, once per merchant.
      const digests = Object.fromEntries(canonicalManifests(merchantsDir).map((m) => [m.id, m.sha256.slice(0, DIGEST_HEX_DIGITS)]));
      return `export const manifestDigests = ${JSON.stringify(digests)};`;
    },
    generateBundle() {
      for (const manifest of canonicalManifests(merchantsDir)) {
        this.emitFile({ type: 'asset', fileName: `merchants/${manifest.id}/manifest.json`, source: manifest.text });
        this.emitFile({ type: 'asset', fileName: `merchants/${manifest.id}/app.webmanifest`, source: webAppManifestText(manifest.text) });
        const dir = join(merchantsDir, manifest.id);
        for (const file of listFiles(dir).filter((f) => extname(f) in types)) {
          this.emitFile({ type: 'asset', fileName: `merchants/${manifest.id}/${file}`, source: readFileSync(join(dir, file)) });
        }
      }
    },
    configureServer(server) {
      server.middlewares.use('/m/merchants/', (req, res, next) => {
        const rel = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\/+/, '');
        if (rel.includes('..')) return next();
        if (/^[\w-]+\/app\.webmanifest$/.test(rel)) {
          // Dev has no canonical text (defaults unfilled); templates.pwa is required, so the same values.
          const source = join(merchantsDir, rel.replace(/app\.webmanifest$/, 'manifest.json'));
          if (!existsSync(source)) return next();
          res.setHeader('Content-Type', types['.webmanifest']!);
          res.setHeader('Cache-Control', 'no-cache');
          return void res.end(webAppManifestText(readFileSync(source, 'utf8')));
        }
        const full = join(merchantsDir, rel);
        if (!existsSync(full) || !statSync(full).isFile()) return next();
        const isManifest = rel.endsWith('/manifest.json');
        res.setHeader('Content-Type', isManifest ? 'application/json' : (types[extname(full)] ?? 'application/octet-stream'));
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(full));
      });
    },
  };
}
