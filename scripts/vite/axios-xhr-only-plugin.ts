import type { Plugin } from 'vite';

/**
 * axios (1.x) evaluates its fetch adapter when it is imported: `getFetch()` at the module's top
 * level builds a Request with a ReadableStream body, a Response and a TextEncoder to learn what
 * the browser supports. That is a few milliseconds of the first load's longest task on a cheap
 * phone, and about 2 KB gzip, for an adapter this product never uses: in a browser axios takes the
 * XHR adapter first (its default order is xhr, http, fetch), and lib/http/base-client.ts asks for
 * XHR by name. This replaces the module with one whose adapter "is not supported by the
 * environment", which is axios's own answer where fetch is missing.
 *
 * An axios whose fetch.js no longer exports `getFetch` fails the build, so an upgrade is looked at.
 */
const EXPORT = 'export const getFetch =';

export function axiosXhrOnlyPlugin(): Plugin {
  return {
    name: 'm-pwa:axios-xhr-only',
    transform: {
      filter: { id: /node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/ },
      handler(code, id) {
        if (!code.includes(EXPORT)) this.error(`${id}: axios's fetch adapter changed its exports; review scripts/vite/axios-xhr-only-plugin.ts`);
        return { code: 'export const getFetch = () => false;\nexport default false;\n', map: null };
      },
    },
  };
}
