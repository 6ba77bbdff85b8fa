import type { Plugin } from 'vite';

/** The module Vite's build imports `__vitePreload` from in every chunk with a lazy import(). */
const HELPER_ID = '\0vite/preload-helper.js';

/**
 * Replaces Vite's preload helper with src/lib/preload-helper.ts. Vite's also handles module
 * preloading (off here: docs/decisions.md), CSP nonces (none here), relative bases and old
 * browsers; it costs ≈ 0.45 KB gzip more on every first load. The build fails if module preloading
 * is turned on, since the small helper links every dependency as a stylesheet.
 *
 *   plugins: [preloadHelperPlugin(fileURLToPath(new URL('./src/lib/preload-helper.ts', import.meta.url)))]
 */
export function preloadHelperPlugin(helperFile: string): Plugin {
  return {
    name: 'm:preload-helper',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      if (config.build.modulePreload !== false) throw new Error('preload-helper-plugin: the small preload helper links only CSS; set build.modulePreload to false or remove this plugin.');
    },
    resolveId: (id) => (id === HELPER_ID ? helperFile : null),
  };
}
