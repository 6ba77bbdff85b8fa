import type { Plugin } from 'vite';

/**
 * crypto-js (4.2.0) falls back to Node's `crypto` module when `typeof require === 'function'`.
 * In a browser that test is always false, but bundling it keeps the bundler's `require` shim (a
 * function and a long error message) in the runtime helpers every first load fetches, although
 * crypto-js itself only loads with the legacy cipher. This drops the Node branch: crypto-js takes
 * its random numbers from `window.crypto`, as it already does in every browser.
 *
 * A crypto-js whose core.js no longer has that exact test fails the build, so an upgrade is looked at.
 */
const NODE_FALLBACK = "if (!crypto && typeof require === 'function') {";

export function cryptoJsBrowserPlugin(): Plugin {
  return {
    name: 'm-pwa:crypto-js-browser',
    transform: {
      filter: { id: /node_modules[\\/]crypto-js[\\/]core\.js$/ },
      handler(code, id) {
        if (!code.includes(NODE_FALLBACK)) this.error(`${id}: the Node crypto fallback changed; review scripts/vite/crypto-js-browser-plugin.ts`);
        return { code: code.replace(NODE_FALLBACK, 'if (false) {'), map: null };
      },
    },
  };
}
