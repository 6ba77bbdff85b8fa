import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * The service worker's push part (src/sw/push-worker.ts), bundled on its own and emitted as
 * /m/push-worker-<hash>.js for the Workbox worker to `importScripts`. The name carries a hash of
 * the code, so a change to it changes sw.js too and goes through the usual update prompt.
 *
 *   const push = pushWorkerScript();
 *   VitePWA({ workbox: { importScripts: [push.fileName] } }), push.plugin
 */
export function pushWorkerScript(source = fileURLToPath(new URL('../../src/sw/push-worker.ts', import.meta.url))) {
  const { outputFiles } = buildSync({
    entryPoints: [source],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
  });
  const code = outputFiles[0]!.text;
  const fileName = `push-worker-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  const plugin: Plugin = {
    name: 'm:push-worker',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
  return { fileName, code, plugin };
}
