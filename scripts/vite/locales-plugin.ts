import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The main locale files (src/locales/<CODE>.json) under one folder whose name carries one hash of
 * them all, `/m/assets/locales-<hash>/<CODE>.json`, and the module `virtual:locale-base` that
 * names that folder:
 *
 *   import { localeBase } from 'virtual:locale-base';   // "/m/assets/locales-3f2a9c0d1e/"
 *   fetch(`${localeBase}${code}.json`)
 *
 * Why not one `?url` import per file: twenty hashed URLs sat in the first-load chunk (≈ 0.4 KB
 * gzip, measured with scripts/check-budget.ts) to fetch one file. The folder is content-hashed
 * like every other asset (immutable, cache-first in the worker); a change to any language's texts
 * moves all twenty, and a player fetches their one file again after that deploy.
 * Dev and tests: the source folder, served as is (vite's dev server; vitest.setup.ts).
 */
const VIRTUAL_ID = 'virtual:locale-base';

export function localesPlugin(localesDir: string): Plugin {
  let config: ResolvedConfig;
  const files = () => readdirSync(localesDir).filter((name) => /^[A-Z]{2}(-[A-Z]{2})?\.json$/.test(name)).sort();
  const folder = () => {
    const hash = createHash('sha256');
    for (const name of files()) hash.update(name).update(readFileSync(join(localesDir, name)));
    return `assets/locales-${hash.digest('hex').slice(0, 10)}/`;
  };
  return {
    name: 'm-pwa:locales',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      const base = config.command === 'build' ? `${config.base}${folder()}` : `${config.base}src/locales/`;
      return `export const localeBase = ${JSON.stringify(base)};`;
    },
    generateBundle() {
      const dir = folder();
      for (const name of files()) this.emitFile({ type: 'asset', fileName: `${dir}${name}`, source: readFileSync(join(localesDir, name)) });
    },
  };
}
