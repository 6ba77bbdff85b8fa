import type { Plugin } from 'vite';
import { precompress } from '../deploy/precompress.ts';
import { afterOutputPlugin } from './after-output-plugin.ts';

/**
 * Writes `<file>.gz` beside each text file of the build where it saves at least a tenth
 * (scripts/deploy/precompress.ts), for a web server that sends it as it is (nginx's
 * `gzip_static`, docs/deployment.md) instead of compressing on every request. Last of all, once
 * the shells and the service worker (whose precache list names no .gz) are written.
 */
export function precompressPlugin(): Plugin {
  return afterOutputPlugin('m-pwa:precompress', (outDir) => void precompress(outDir));
}
