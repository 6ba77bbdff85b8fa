import type { Plugin, ResolvedConfig } from 'vite';

/**
 * A build step that runs on the written output, after every other plugin has written its files
 * (the shells and the service worker are written in closeBundle too): `closeBundle` last
 * (`order: 'post'`) and once the others' have finished (`sequential`). `run` gets the output folder.
 */
export function afterOutputPlugin(name: string, run: (outDir: string) => void): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        run(config.build.outDir);
      },
    },
  };
}
