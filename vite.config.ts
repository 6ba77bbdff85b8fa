import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkReportPlugin } from './scripts/vite/chunk-report-plugin.ts';
import { merchantsPlugin } from './scripts/vite/merchants-plugin.ts';

const sandboxUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:4174';
/** Output folder (default dist/); parallel builds (several people, one machine) set M_DIST. */
const dist = process.env.M_DIST ?? 'dist';

// The app lives under /m/ and the build mirrors the URL space: dist/m/index.html is /m/index.html,
// so the sandbox (or any static host) serves dist/ as the web root.
export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    merchantsPlugin(fileURLToPath(new URL('./merchants', import.meta.url))),
    chunkReportPlugin(fileURLToPath(new URL(`./build/${dist}-chunks.json`, import.meta.url))),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: `${dist}/m`,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: 'vite-manifest.json',
    reportCompressedSize: false,
  },
  server: { proxy: { '/wps': sandboxUrl, '/__sandbox': sandboxUrl } },
});
