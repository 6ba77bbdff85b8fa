import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Plugin } from 'vite';
import { buildWebAppManifest, type PwaTemplate } from '../../src/flows/pwa/node.ts';
import { htmlHeadersFor, type CspManifest } from '../lib/merchant-csp.ts';
import { canonicalManifests } from './canonical-manifests.ts';
import { defaultMerchantId, recordFiles } from './merchant-records.ts';

/**
 * Publishes every merchant folder as static files under /m/merchants/<id>/, and each merchant's
 * start-up record (its digest included) per merchant and per domain (merchant-records.ts).
 *
 *   merchants/luckyvn/manifest.json       -> /m/merchants/luckyvn/manifest.json (canonical: defaults filled in)
 *   merchants/luckyvn/assets/icon-192.png -> /m/merchants/luckyvn/assets/icon-192.png
 *   templates.pwa of the manifest         -> /m/merchants/luckyvn/app.webmanifest (the web app
 *                                            manifest the app links; icon paths relative to it)
 *   id, code, languages, home, digest     -> /m/merchants/luckyvn/record.json, /m/hosts/<domain>.json,
 *                                            /m/hosts/_default.json (the default merchant)
 *   the whole manifest                    -> /m/headers/luckyvn.json: the headers every HTML answer
 *                                            (and /m/sw.js) of its hosts must carry, its own
 *                                            Content-Security-Policy first (../lib/merchant-csp.ts),
 *                                            for operators' CDNs (docs/deployment.md)
 *
 * Build: emitted with stable names (no hash: the manifest is fetched with no-cache).
 * Dev: served from the folder, so an edited manifest shows on reload (through the validator path),
 * with the sandbox's overlay (sandbox/overlay.ts: its stand-ins, `<id>.localhost`), since the dev
 * server runs against the sandbox. The build publishes the manifests as they are: production's.
 */
const types: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.webmanifest': 'application/manifest+json' };

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
    generateBundle() {
      const manifests = canonicalManifests(merchantsDir);
      const records = recordFiles(manifests, defaultMerchantId(merchantsDir, manifests.map((m) => m.id)));
      for (const [fileName, source] of records) this.emitFile({ type: 'asset', fileName, source });
      for (const manifest of manifests) {
        this.emitFile({ type: 'asset', fileName: `merchants/${manifest.id}/manifest.json`, source: manifest.text });
        this.emitFile({ type: 'asset', fileName: `merchants/${manifest.id}/app.webmanifest`, source: webAppManifestText(manifest.text) });
        this.emitFile({ type: 'asset', fileName: `headers/${manifest.id}.json`, source: `${JSON.stringify(htmlHeadersFor(JSON.parse(manifest.text) as CspManifest), null, 1)}\n` });
        const dir = join(merchantsDir, manifest.id);
        for (const file of listFiles(dir).filter((f) => extname(f) in types)) {
          this.emitFile({ type: 'asset', fileName: `merchants/${manifest.id}/${file}`, source: readFileSync(join(dir, file)) });
        }
      }
    },
    async configureServer(server) {
      const { sandboxManifest } = await import('../../sandbox/overlay.ts');
      const overlaid = (text: string) => JSON.stringify(sandboxManifest(JSON.parse(text) as unknown), null, 2);
      // Records from the folders as they are now, overlaid (digests of texts dev does not serve:
      // dev manifests go through the validator path); localhost and 127.0.0.1 get the default's.
      const devRecord = (rel: string): string | undefined => {
        const manifests = canonicalManifests(merchantsDir).map((m) => ({ ...m, text: JSON.stringify(JSON.parse(overlaid(m.text))) }));
        const files = recordFiles(manifests, defaultMerchantId(merchantsDir, manifests.map((m) => m.id)));
        return files.get(rel) ?? (rel === 'hosts/localhost.json' || rel === 'hosts/127.0.0.1.json' ? files.get('hosts/_default.json') : undefined);
      };
      server.middlewares.use('/m/hosts/', (req, res) => {
        const record = devRecord(`hosts/${decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\/+/, '')}`);
        if (!record) {
          res.statusCode = 404;
          return void res.end();
        }
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(record);
      });
      server.middlewares.use('/m/merchants/', (req, res, next) => {
        const rel = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\/+/, '');
        if (rel.includes('..')) return next();
        if (/^[\w-]+\/record\.json$/.test(rel)) {
          const record = devRecord(`merchants/${rel}`);
          if (!record) return next();
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          return void res.end(record);
        }
        if (/^[\w-]+\/app\.webmanifest$/.test(rel)) {
          // Dev has no canonical text (defaults unfilled); templates.pwa is required, so the same values.
          const source = join(merchantsDir, rel.replace(/app\.webmanifest$/, 'manifest.json'));
          if (!existsSync(source)) return next();
          res.setHeader('Content-Type', types['.webmanifest']!);
          res.setHeader('Cache-Control', 'no-cache');
          return void res.end(webAppManifestText(overlaid(readFileSync(source, 'utf8'))));
        }
        const full = join(merchantsDir, rel);
        if (!existsSync(full) || !statSync(full).isFile()) return next();
        const isManifest = rel.endsWith('/manifest.json');
        res.setHeader('Content-Type', isManifest ? 'application/json' : (types[extname(full)] ?? 'application/octet-stream'));
        res.setHeader('Cache-Control', 'no-cache');
        res.end(isManifest ? overlaid(readFileSync(full, 'utf8')) : readFileSync(full));
      });
    },
  };
}
