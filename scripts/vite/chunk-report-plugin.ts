import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes which source modules ended up in which output chunk (build/chunks.json, outside dist so
 * it is never served). The budget check uses it to prove a library is not on the first load.
 *   { "assets/index-abc.js": ["/…/node_modules/react-dom/…", "/…/src/app/main.tsx", …] }
 */
export function chunkReportPlugin(file: string): Plugin {
  return {
    name: 'm-pwa:chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const [name, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') report[name] = Object.keys(output.modules);
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(report, null, 1));
    },
  };
}
