import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { localesPlugin } from './scripts/vite/locales-plugin.ts';

const ROOTS = ['src', 'scripts', 'sandbox', 'schema'];
const TEST_FILE = /\.test\.tsx?$/;
/** A file's first line that puts it in the node environment instead of jsdom. */
const NODE_ENVIRONMENT = '// @vitest-environment node';
/** A line (among a file's first three) that keeps a node-environment file in a fresh module graph. */
const ISOLATED = '// vitest: isolated';

/** Every unit test file, with how it must run (read from its first lines). */
function testFiles(): { file: string; node: boolean; isolated: boolean }[] {
  return ROOTS.flatMap((root) => (readdirSync(root, { recursive: true }) as string[]).filter((f) => TEST_FILE.test(f) && !f.includes('node_modules')).map((f) => {
    const file = `${root}/${f}`;
    const head = readFileSync(file, 'utf8').split('\n', 3);
    return { file, node: head[0] === NODE_ENVIRONMENT, isolated: head.some((line) => line.startsWith(ISOLATED)) };
  }));
}
const files = testFiles();

// Unit tests sit beside the code. Browser-facing code runs in jsdom; code that needs no document
// (scripts/, sandbox/, pure logic) opts into the node environment with a first line
// `// @vitest-environment node`.
//
// Three projects, by that line:
// - 'dom': the jsdom files share their worker thread, its jsdom window and the libraries it has
//   loaded (`isolate: false`): a fresh thread per file set jsdom and React up again each time, about
//   0.9 s of its 1.2 s (74 files: about 100 → 20 CPU-seconds). Before each file,
//   src/lib/testing/fresh-dom.ts returns the window to what jsdom made and gives the file a fresh
//   graph of the app's modules; the libraries that hold state the app sets up (i18next and its React
//   binding, DOMPurify's hooks) are inlined, so that they load afresh with it.
// - 'shared': the node-environment files share their workers' module graphs (`isolate: false`):
//   setting up a fresh graph per file was two thirds of their cost (102 → 37 CPU-seconds for 173
//   files).
// - 'isolated': a file that needs a thread of its own (a singleton it must find untouched) says so
//   with a line `// vitest: isolated (why)` among its first three, and runs here, in the
//   environment its first line asks for.
export default defineConfig({
  plugins: [localesPlugin(fileURLToPath(new URL('./src/locales', import.meta.url)))],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    setupFiles: ['vitest.setup.ts'],
    // Two workers on worker threads: vitest's default (CPUs − 1 forked processes) is a single
    // worker on a 2-core CI machine, and a thread starts faster than a process where a file needs
    // one of its own ('isolated').
    pool: 'threads',
    maxWorkers: 2,
    // npm test runs this step in the background (lowest CPU priority) beside the end-to-end tests
    // (scripts/test.mjs): a test gets the CPU the browsers leave, so a test's time limit is there
    // to end a hang, not to judge speed. Vitest's default is 5 s.
    testTimeout: 30_000,
    // Hooks start servers and child processes (a sandbox through tsx), which at the lowest priority
    // beside the browsers once took over 30 s to start.
    hookTimeout: 120_000,
    restoreMocks: true,
    // build/timings/unit.json: where each file's time goes (npm test prints the ten slowest).
    reporters: ['default', './scripts/timings/vitest-reporter.ts'],
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['src/lib/testing/fresh-dom.ts', 'vitest.setup.ts'],
          server: { deps: { inline: ['i18next', 'react-i18next', 'dompurify'] } },
          include: files.filter((f) => !f.node && !f.isolated).map((f) => f.file),
        },
      },
      { extends: true, test: { name: 'shared', environment: 'node', isolate: false, include: files.filter((f) => f.node && !f.isolated).map((f) => f.file) } },
      { extends: true, test: { name: 'isolated', environment: 'jsdom', include: files.filter((f) => f.isolated).map((f) => f.file) } },
    ],
  },
});
