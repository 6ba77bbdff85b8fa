import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Emits /m/asset-manifest.json: every file of the app build with the SHA-256 of its content,
 * sorted, and nothing else (no build time, no counter). The app's asset update check
 * hashes this file, so two builds of the same code give the same file and no one is
 * asked to refresh for nothing:
 *
 *   { "files": { "assets/index-Gj4_BvVA.js": "9f2c…", "index.html": "41ab…" } }
 *
 * Merchant files (/m/merchants/*) are left out: they are fetched fresh on every start anyway,
 * and listing every splash image of every merchant would make the file grow with each brand.
 */
export const ASSET_MANIFEST = 'asset-manifest.json';
const LEFT_OUT = [/^merchants\//, /^vite-manifest\.json$/, new RegExp(`^${ASSET_MANIFEST.replace('.', '\\.')}$`)];

export function assetManifestText(files: Record<string, string | Uint8Array>): string {
  const hashes = Object.keys(files)
    .filter((name) => !LEFT_OUT.some((re) => re.test(name)))
    .sort()
    .map((name) => [name, createHash('sha256').update(files[name]!).digest('hex')] as const);
  return `${JSON.stringify({ files: Object.fromEntries(hashes) }, null, 1)}\n`;
}

export function assetManifestPlugin(): Plugin {
  return {
    name: 'm-pwa:asset-manifest',
    apply: 'build',
    generateBundle: {
      // After every other plugin has added its files (index.html, merchant files).
      order: 'post',
      handler(_options, bundle) {
        const files: Record<string, string | Uint8Array> = {};
        for (const [name, output] of Object.entries(bundle)) files[name] = output.type === 'chunk' ? output.code : output.source;
        this.emitFile({ type: 'asset', fileName: ASSET_MANIFEST, source: assetManifestText(files) });
      },
    },
  };
}
