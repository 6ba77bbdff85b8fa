import type { Plugin } from 'vite';

/**
 * Which built files the service worker precaches: the shell and the core routes only
 * (the precache stays within 250 KB gzip; scripts/check-budget.ts holds it). That is index.html, every entry chunk with its CSS, and
 * the chunks that hold the core screens (home, login, member home), each with everything it
 * statically imports; and what a login or registration form loads when it is submitted (SUBMIT_SOURCES):
 * a deploy between the page load and the tap must not leave the form without the code to send it.
 * Those chunks are precached only: the page still imports them on the tap, never on its first load.
 * Everything else (other screens, the locale files) is cached at run time when first used
 * (scripts/vite/pwa-plugin.ts, `runtimeCaching`).
 *
 *   coreFiles(chunks, ['src/flows/auth/login/login-screen.tsx'])
 *   // → ['index.html', 'assets/index-a1.js', 'assets/index-b2.css', 'assets/screen-c3.js', 'assets/login-screen-d4.js']
 *
 * A core source that is in no chunk (renamed, moved) fails the build: a silent miss would leave
 * that screen out of the offline shell.
 */
export const CORE_SOURCES = ['src/flows/games/home/home-screen.tsx', 'src/flows/auth/login/login-screen.tsx', 'src/flows/member/member-home-screen.tsx'];

/**
 * What a form needs to submit: the login actions (password and SMS login, auto login), the
 * encryption of the body (the http layer's step, the cipher module and both of its schemes: the
 * merchant picks one at run time), the second-factor modal a login may open, the captcha run, and
 * the form draft (ui/form-draft.ts: what the login page loads after its first paint to keep the
 * typed values across a missing-chunk reload).
 * The registration screen is not listed: its submission is in its own chunk, loaded with the form
 * (and that chunk imports the public-suffix list, ≈ 110 KB gzip); a registration's tap loads only
 * the cipher and the captcha, listed here.
 */
export const SUBMIT_SOURCES = [
  'src/flows/auth/login/login-actions.ts',
  'src/lib/http/encrypt-payload.ts',
  'src/lib/cipher/index.ts',
  'src/lib/cipher/des-scheme.ts',
  'src/lib/cipher/aes-gcm-scheme.ts',
  'src/flows/auth/second-factor/second-factor-modal.tsx',
  'src/flows/auth/captcha/run-captcha.ts',
  'src/ui/form-draft.ts',
];

/** Every source whose chunk (with its static imports) the worker precaches, besides the entry. */
export const PRECACHE_SOURCES = [...CORE_SOURCES, ...SUBMIT_SOURCES];

export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  css: string[];
}

export function coreFiles(chunks: ChunkInfo[], coreSources: string[], root = ''): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const picked = new Set<string>(['index.html']);
  const add = (chunk: ChunkInfo) => {
    if (picked.has(chunk.fileName)) return;
    picked.add(chunk.fileName);
    chunk.css.forEach((css) => picked.add(css));
    chunk.imports.forEach((file) => {
      const next = byFile.get(file);
      if (next) add(next);
    });
  };
  chunks.filter((c) => c.isEntry).forEach(add);
  for (const source of coreSources) {
    const suffix = `/${source}`;
    const home = chunks.find((c) => c.moduleIds.some((id) => id === `${root}${suffix}` || id.endsWith(suffix)));
    if (!home) throw new Error(`precache: the core screen ${source} is in no chunk; update CORE_SOURCES in scripts/vite/precache-plan.ts`);
    add(home);
  }
  return [...picked].sort();
}

/** Records the bundle's chunks at generateBundle, for the service worker's manifestTransform. */
export function precachePlanPlugin(): { plugin: Plugin; core: () => Set<string> | null } {
  let core: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'm-pwa:precache-plan',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkInfo[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [{
            fileName: output.fileName,
            isEntry: output.isEntry,
            imports: output.imports,
            moduleIds: output.moduleIds.map((id) => id.replace(/\\/g, '/')),
            css: [...(output.viteMetadata?.importedCss ?? [])],
          }]
          : [],
      );
      core = new Set(coreFiles(chunks, PRECACHE_SOURCES));
    },
  };
  return {
    plugin,
    /** null when the bundle was never written: the build failed earlier, and that error is the one to show. */
    core: () => core,
  };
}
