import type { Plugin, ResolvedConfig } from 'vite';

/**
 * After the build is written, renders each merchant's landing page as static HTML into
 * `<outDir>/shells/` (scripts/build-shells.ts says what and why). In the build's own plugin list,
 * so every `vite build` (npm run build, the benchmark's, the e2e redeploy's) has them.
 */
export function shellsPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'm-pwa:shells',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const { buildShells } = await import('../build-shells.ts');
      await buildShells(config.build.outDir);
    },
  };
}
