/**
 * What Node code (scripts/, sandbox/) may use of the PWA flow: the web app manifest as the build
 * writes it per merchant (scripts/vite/merchants-plugin.ts), and the mark the flow sets when the
 * page has settled (the byte budget's first-load measure). Node-safe: nothing here touches the
 * DOM when it loads (src/flows/node-entries.test.ts imports it in a bare Node environment), and lint
 * lets scripts and the sandbox into src/flows/ through files like this one only
 * (eslint.config.js; docs/architecture.md, "Flows and their faces").
 */
export { buildWebAppManifest, type PwaTemplate, type WebAppManifest } from './manifest/web-app-manifest';
export { SETTLED_MARK } from './settled-mark';
