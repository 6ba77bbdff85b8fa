import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { localesPlugin } from './scripts/vite/locales-plugin.ts';

// Unit tests sit beside the code. Browser-facing code runs in jsdom; node-only code
// (scripts/, sandbox/) opts into the node environment with a `// @vitest-environment node` line.
export default defineConfig({
  plugins: [localesPlugin(fileURLToPath(new URL('./src/locales', import.meta.url)))],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'sandbox/**/*.test.ts', 'schema/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['vitest.setup.ts'],
    // Two workers on worker threads: vitest's default (CPUs − 1 forked processes) is a single
    // worker on a 2-core CI machine, and most of a test file's cost is setting up jsdom, which
    // threads start faster than forks.
    pool: 'threads',
    maxWorkers: 2,
    // npm test runs this step in the background (lowest CPU priority) beside the end-to-end tests
    // (scripts/test.mjs): a test gets the CPU the browsers leave, so a test's time limit is there
    // to end a hang, not to judge speed. Vitest's default is 5 s.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    restoreMocks: true,
    // build/timings/unit.json: where each file's time goes (npm test prints the ten slowest).
    reporters: ['default', './scripts/timings/vitest-reporter.ts'],
    unstubGlobals: true,
  },
});
