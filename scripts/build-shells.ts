/**
 * The first paint from HTML: after `vite build`, writes for each merchant the page its visitors land
 * on as static HTML, `dist/m/shells/<id>.html`. The sandbox (and
 * an operator's CDN, docs/deployment.md) serves it instead of index.html for the home path of the
 * host's merchant. It is the built index.html with:
 *
 *   <html lang dir class style>   the merchant's default language and its theme's CSS variables
 *   <title>, theme-color          the home page's title, the header colour
 *   the entry scripts            started by /m/shells/start.js once the first banner has painted
 *                                 (scripts/shell/start.js says why)
 *   the landing screen's CSS      inline (the home chunk's stylesheet), so the shell needs no
 *                                 script and no other request to look like the lobby
 *   <div id="root">…</div>        the lobby's first render (src/flows/games/home/home-shell.tsx):
 *                                 header, the first banner as a sized <img fetchpriority=high>, the
 *                                 lanes' reserved places; after it the bottom navigation, which the
 *                                 app's first render leaves in place until its own bar arrives
 *
 * The app's start-up then renders the same markup over it (app/main.tsx). Run at the end of every
 * `vite build` by scripts/vite/shells-plugin.ts.
 *
 * Every other page of a merchant's host is `dist/m/pages/<id>.html`: index.html with the same
 * <html> attributes, title and theme colour, and its loading state in the root. Both carry the
 * merchant's start-up record inline (src/runtime/merchant-record.ts), so the app knows whose
 * manifest to fetch with no request and no table of every merchant in its first load.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { transform } from 'esbuild';
import { createServer } from 'vite';
import { canonicalManifests } from './vite/canonical-manifests.ts';
import { inlineRecordTag, recordOf } from './vite/merchant-records.ts';
import type { MerchantManifest } from '../src/runtime/merchant-manifest.generated.ts';

/** What the app's modules give this script (loaded through vite's SSR, so the app's types stay in the app's project). */
interface ShellModule {
  renderLandingShell(input: { manifest: MerchantManifest; language: string; i18n: unknown; assetBase: string }): { html: string; navHtml: string; kind: 'home' | 'header'; bottomNav: boolean };
}
interface LanguagesModule {
  toBcp47(language: string): string;
  textDirection(language: string): 'rtl' | 'ltr';
}

const root = fileURLToPath(new URL('..', import.meta.url));
const BASE = '/m/';

interface ViteManifestEntry { file: string; css?: string[]; imports?: string[] }

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The theme as the `style` of <html>, the same variables app/apply-theme.ts sets. */
export function themeStyle(theme: MerchantManifest['theme']): string {
  const vars: [string, string | undefined][] = [
    ['--c-primary', theme.primaryColor], ['--c-accent', theme.accentColor], ['--c-bg', theme.backgroundColor],
    ['--c-surface', theme.surfaceColor], ['--c-text', theme.textColor], ['--c-header', theme.headerColor],
    ['--radius', theme.radius === undefined ? undefined : `${theme.radius}px`], ['--font', theme.fontFamily],
  ];
  return vars.filter(([, v]) => v !== undefined).map(([k, v]) => `${k}: ${v};`).join(' ');
}

/** Writes `<outDir>/shells/<id>.html` for every merchant; `outDir` is the build's `dist/m`. */
export async function buildShells(outDir: string): Promise<void> {
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const viteManifest = JSON.parse(readFileSync(join(outDir, 'vite-manifest.json'), 'utf8')) as Record<string, ViteManifestEntry>;
  // The lobby's chunk is named by vite.config.ts (manualChunks 'home-screen'); its stylesheet is what
  // the shell needs beyond the core one.
  const homeChunk = Object.values(viteManifest).find((e) => /^assets\/home-screen-[^/]+\.js$/.test(e.file));
  if (!homeChunk?.css?.length) throw new Error('build-shells: no home-screen chunk with a stylesheet in vite-manifest.json');
  const homeCss = homeChunk.css.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');

  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderLandingShell } = (await server.ssrLoadModule('/src/flows/games/home/home-shell.tsx')) as ShellModule;
    const { toBcp47, textDirection } = (await server.ssrLoadModule('/src/lib/i18n/languages.ts')) as LanguagesModule;
    mkdirSync(join(outDir, 'shells'), { recursive: true });
    mkdirSync(join(outDir, 'pages'), { recursive: true });
    // Minified: it is on the first load of every shell page (the comments stay in the source).
    const starter = await transform(readFileSync(join(root, 'scripts', 'shell', 'start.js'), 'utf8'), { minify: true, target: 'es2017' });
    writeFileSync(join(outDir, 'shells', 'start.js'), starter.code);
    const written: string[] = [];
    for (const canonical of canonicalManifests(process.env.M_MERCHANTS_DIR ?? join(root, 'merchants'))) {
      const { id, text } = canonical;
      const manifest = JSON.parse(text) as MerchantManifest;
      const recordTag = inlineRecordTag(recordOf(canonical));
      const language = manifest.languages.default;
      const texts = JSON.parse(readFileSync(join(root, 'src', 'locales', `${language}.json`), 'utf8')) as Record<string, string>;
      const i18n = i18next.createInstance();
      await i18n.init({ lng: toBcp47(language), resources: { [toBcp47(language)]: { translation: texts } }, fallbackLng: false, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false }, react: { useSuspense: false } });
      const shell = renderLandingShell({ manifest, language, i18n, assetBase: `${BASE}merchants/${id}/` });
      const title = manifest.pageMeta?.[`${BASE}home`]?.title ?? manifest.displayName;
      const htmlAttrs = `lang="${toBcp47(language)}" dir="${textDirection(language)}"${shell.bottomNav ? ' class="has-bottom-nav"' : ''} style="${escapeHtml(themeStyle(manifest.theme))}"`;
      const entryScripts: string[] = [];
      const merchantPage = template
        .replace(/<html[^>]*>/i, `<html ${htmlAttrs}>`)
        .replace(/<meta name="theme-color" content="[^"]*"\s*\/?>/i, `<meta name="theme-color" content="${escapeHtml(manifest.theme.headerColor)}" />`)
        .replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(manifest.displayName)}</title>`)
        .replace(/<\/head>/i, () => `  ${recordTag}\n  </head>`);
      if (!merchantPage.includes('id="m-merchant"')) throw new Error('build-shells: index.html has no </head> to put the merchant record before');
      writeFileSync(join(outDir, 'pages', `${id}.html`), merchantPage.replace(' class="has-bottom-nav"', ''));
      const page = merchantPage
        .replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(title)}</title>`)
        // The page paints without its scripts: a small starter (scripts/shell/start.js) adds them
        // once the first banner has painted, so they neither share the line with it nor delay its paint.
        // (A header-only shell has no banner to wait for: its scripts stay as they are.)
        .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g, (tag: string, src: string) => (shell.kind === 'home' ? (entryScripts.push(src), '') : tag))
        .replace(/<\/head>/i, () => (entryScripts.length ? `<script defer src="${BASE}shells/start.js" data-app="${entryScripts.join(' ')}"></script>\n  </head>` : '</head>'))
        .replace(/<\/head>/i, `${shell.kind === 'home' && homeCss ? `<style data-shell>${homeCss}</style>\n` : ''}  </head>`)
        // React hoists a preload for each <img> it renders; the <img> in the HTML is found as early.
        // The root is the last element of the body; whatever index.html puts in it (a loading state)
        // gives way to the landing screen.
        .replace(/<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/i, `<div id="root" data-shell="${shell.kind}">${shell.html.replace(/<link rel="preload" as="image"[^>]*>/g, '')}</div>${shell.navHtml}`);
      if (shell.kind === 'home' && !entryScripts.length) throw new Error('build-shells: no entry <script type="module"> in index.html');
      if (!page.includes('data-shell=')) throw new Error('build-shells: index.html has no <div id="root"> closing right before </body> to fill');
      writeFileSync(join(outDir, 'shells', `${id}.html`), page);
      written.push(`${id} (${shell.kind}, ${(Buffer.byteLength(page) / 1024).toFixed(1)} KB)`);
    }
    console.log(`[shells] ${written.length > 6 ? `${written.length} merchants, e.g. ${written.slice(0, 3).join(', ')}` : written.join(', ')}`);
  } finally {
    await server.close();
  }
}
