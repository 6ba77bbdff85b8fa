import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { assetManifestPlugin } from './scripts/vite/asset-manifest-plugin.ts';
import { chunkReportPlugin } from './scripts/vite/chunk-report-plugin.ts';
import { compileHintsPlugin } from './scripts/vite/compile-hints-plugin.ts';
import { axiosXhrOnlyPlugin } from './scripts/vite/axios-xhr-only-plugin.ts';
import { cryptoJsBrowserPlugin } from './scripts/vite/crypto-js-browser-plugin.ts';
import { firstLoadChunk, sharedByLandings } from './scripts/vite/first-load-chunk.ts';
import { localesPlugin } from './scripts/vite/locales-plugin.ts';
import { merchantsPlugin } from './scripts/vite/merchants-plugin.ts';
import { noSandboxOriginsPlugin } from './scripts/vite/no-sandbox-origins.ts';
import { precompressPlugin } from './scripts/vite/precompress-plugin.ts';
import { preloadHelperPlugin } from './scripts/vite/preload-helper-plugin.ts';
import { pwaPlugin } from './scripts/vite/pwa-plugin.ts';
import { shellsPlugin } from './scripts/vite/shells-plugin.ts';

const sandboxUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:4174';
/** Output folder (default dist/); parallel builds (several people, one machine) set M_DIST. */
const dist = process.env.M_DIST ?? 'dist';
const firstLoad = firstLoadChunk(fileURLToPath(new URL('./src/app/main.tsx', import.meta.url)));
// React's part of the first load is a file of its own, so that the browser evaluates it in a task
// of its own: evaluating the whole first load at once was the page's longest task on a cheap phone.
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]app[\\/]react-dom-entry\.ts$/;
type ChunkContext = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };
// The two screens a first visit can land on (the lobby, or the login page of a members-only home):
// each is its own chunk, fetched in parallel with the status call (app/boot.ts), so neither weighs
// on a landing on the other; what both import stays in the first-load chunk.
const loginScreenPath = fileURLToPath(new URL('./src/flows/auth/login/login-screen.tsx', import.meta.url));
const homeScreenPath = fileURLToPath(new URL('./src/flows/games/home/home-screen.tsx', import.meta.url));
const landingShared = sharedByLandings([loginScreenPath, homeScreenPath]);
const loginScreen = firstLoadChunk(loginScreenPath, undefined, 'login-screen');
const homeScreen = firstLoadChunk(homeScreenPath, undefined, 'home-screen');

// The merchant folders the build publishes; M_MERCHANTS_DIR points elsewhere (the brand-count
// benchmark, scripts/bench-brands.ts, builds with 203 of them).
const merchantsDir = process.env.M_MERCHANTS_DIR ?? fileURLToPath(new URL('./merchants', import.meta.url));

// The app lives under /m/ and the build mirrors the URL space: dist/m/index.html is /m/index.html,
// so the sandbox (or any static host) serves dist/ as the web root.
export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    cryptoJsBrowserPlugin(),
    axiosXhrOnlyPlugin(),
    // The lazy-import wrapper: src/lib/preload-helper.ts instead of Vite's (≈ 0.45 KB gzip less).
    preloadHelperPlugin(fileURLToPath(new URL('./src/lib/preload-helper.ts', import.meta.url))),
    merchantsPlugin(merchantsDir),
    localesPlugin(fileURLToPath(new URL('./src/locales', import.meta.url))),
    // V8 compiles React's and the libraries' files as they load instead of function by function
    // mid-start-up. The app's file goes without: its bytes were needed under the critical-path
    // budget (docs/decisions.md, "Start-up in tasks of its own").
    compileHintsPlugin(['react', 'libs']),
    chunkReportPlugin(fileURLToPath(new URL(`./build/${dist}-chunks.json`, import.meta.url))),
    assetManifestPlugin(),
    // /m/sw.js; the precache list goes to build/<dist>-precache.json for the budget check.
    pwaPlugin(fileURLToPath(new URL(`./build/${dist}-precache.json`, import.meta.url))),
    shellsPlugin(),
    // Last: production serves this output, so no loopback or .localhost origin may be in it.
    noSandboxOriginsPlugin(),
    // The .gz an operator's web server sends as it is (after everything else is written).
    precompressPlugin(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: `${dist}/m`,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: process.env.M_SOURCEMAP === '1',
    manifest: 'vite-manifest.json',
    reportCompressedSize: false,
    // No dependency preloading for lazy chunks (nor its helper and polyfill): they import what they
    // share from the first-load chunk, which is already there (scripts/vite/first-load-chunk.ts).
    modulePreload: false,
    // Locale files are fetched by URL (lib/i18n): never inline them as data URLs into the code.
    assetsInlineLimit: (file: string) => (file.endsWith('.json') ? false : undefined),
    // Everything the entry imports statically in one file: see scripts/vite/first-load-chunk.ts.
    // Siam Spin's /m/home redirects to the login page, so its chunk is a first load too: it keeps what
    // it imports (text field, submit guard) instead of sharing a small chunk with the screens that
    // also use them (one file less on that first load, ≈ 0.25 KB gzip; docs/decisions.md).
    // Chunk names carry 7 hash characters (42 bits) instead of 8: every lazy import in the first-load
    // chunk names a file, and the bytes count there (docs/decisions.md); 42 bits still tell
    // versions of one file apart. 6 was refused by the bundler once the build passed 64 chunks
    // (the lobby's and launch's chunks).
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            { debugName: 'react', priority: 3, name: (id: string, ctx: ChunkContext) => (REACT.test(id) && firstLoad(id, ctx) ? 'react' : null) },
            { debugName: 'libs', priority: 2, name: (id: string, ctx: ChunkContext) => (/[\\/]node_modules[\\/]/.test(id) && firstLoad(id, ctx) ? 'libs' : null) },
            { debugName: 'app', priority: 1, name: (id: string, ctx: ChunkContext) => firstLoad(id, ctx) ?? landingShared(id, ctx) ?? loginScreen(id, ctx) ?? homeScreen(id, ctx) ?? null },
          ],
        },
      },
    },
  },
  server: { proxy: { '/wps': sandboxUrl, '/__sandbox': sandboxUrl } },
});
