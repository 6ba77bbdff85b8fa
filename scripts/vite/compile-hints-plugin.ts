import type { Plugin } from 'vite';

/** V8's explicit compile hint for a whole file (Chromium 136+; other engines read a comment). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts V8's compile hint at the top of the named chunks: first-load files (React's and the other
 * libraries', vite.config.ts's groups). Without it V8 compiles a function the first time it is called,
 * on the main thread, in the middle of start-up's tasks (axios's request path alone ≈ 55 ms at 4×
 * CPU the first time through); with it, the whole file is compiled as it is loaded. Nearly all of
 * these files' code runs during start-up, so little is compiled for nothing. Lazy chunks stay
 * lazy. Measured in docs/decisions.md ("Start-up in tasks of its own").
 *
 * After minification (`generateBundle`), so the comment is the file's first line; a source map is
 * shifted by that line. The build fails if a named chunk is missing (a renamed group).
 *
 *   plugins: [compileHintsPlugin(['react', 'libs'])]
 */
export function compileHintsPlugin(groups: readonly string[]): Plugin {
  return {
    name: 'm:compile-hints',
    apply: 'build',
    // After Vite's own plugins. (Vite still writes its map of lazy chunks above the app's file's
    // first line, which is one reason that file goes without: vite.config.ts.)
    enforce: 'post',
    generateBundle(_options, bundle) {
      const missing = new Set(groups);
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !groups.includes(chunk.name)) continue;
        missing.delete(chunk.name);
        chunk.code = COMPILE_HINT + chunk.code;
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
      if (missing.size) this.error(`compile-hints-plugin: no chunk named ${[...missing].join(', ')}; see vite.config.ts's groups.`);
    },
  };
}
