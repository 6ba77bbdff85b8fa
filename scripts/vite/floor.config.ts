import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import app from '../../vite.config.ts';

/** The floor page with the app's own Vite settings; only the entry and output differ. */
export default mergeConfig(
  { ...app, plugins: [] },
  defineConfig({
    root: fileURLToPath(new URL('../../bench/floor', import.meta.url)),
    plugins: [react()],
    build: { outDir: fileURLToPath(new URL(`../../${process.env.M_DIST ?? 'dist'}-floor/m`, import.meta.url)), emptyOutDir: true, manifest: false },
  }),
);
