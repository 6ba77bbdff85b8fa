import { fileURLToPath } from 'node:url';
import { localesPlugin } from '../scripts/vite/locales-plugin';

// Ladle brings its own Vite and React plugin; it needs the `@/` alias from us, and the locale
// plugin for `virtual:locale-base` (imported by src/lib/i18n/i18n.ts, which some stories reach).
export default {
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  plugins: [localesPlugin(fileURLToPath(new URL('../src/locales', import.meta.url)))],
};
