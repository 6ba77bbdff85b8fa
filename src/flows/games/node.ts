/**
 * What Node code (scripts/, sandbox/) may use of the games flow: the lobby's first paint as HTML,
 * which scripts/build-shells.ts renders per merchant and language at build time. Node-safe: nothing
 * here touches the DOM when it loads (src/flows/node-entries.test.ts imports it in a bare Node
 * environment), though it is a React component and so is loaded through Vite's SSR
 * (scripts/shell/ssr-entry.ts), not by plain Node. Lint lets scripts and the sandbox into
 * src/flows/ through files like this one only (eslint.config.js).
 */
export { renderLandingShell, type Shell, type ShellInput } from './home/home-shell';
