import { fileURLToPath } from 'node:url';

// Ladle brings its own Vite and React plugin; it only needs the `@/` alias from us.
export default {
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
};
