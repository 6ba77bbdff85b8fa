/**
 * The first paint from HTML: after `vite build`, writes for each merchant, in each language it
 * offers, the pages a visitor lands on as static HTML. The sandbox (and an operator's CDN,
 * docs/deployment.md) serves them instead of index.html, choosing the language the browser asks
 * for (Accept-Language):
 *
 *   shells/<id>.<LANG>.html         the home paths: the lobby's shell, or the login page's for a
 *                                   members-only merchant (its visitors land there)
 *   shells/<id>.login.<LANG>.html   the login route's paths: the login page's shell
 *   shells/<id>.html, <id>.login.html   the same in the merchant's default language, for a server
 *                                   that cannot choose by language
 *
 * Each is the built index.html with:
 *
 *   <html lang dir class style>   the language and its direction, the theme's CSS variables
 *   <title>, theme-color          the page's title, the header colour
 *   <link rel="icon">             the merchant's 192 px app icon as the tab's icon
 *   the entry scripts            started by /m/shells/start.js once the first paint is on screen
 *                                 (scripts/shell/start.js says why; it also notes taps on the
 *                                 login shell's buttons for the app)
 *   the lobby's CSS               inline (the home chunk's stylesheet), so the lobby shell needs no
 *                                 script and no other request to look like the lobby
 *   <div id="root">…</div>        the screen's first render: the lobby's (src/flows/games/home/
 *                                 home-shell.tsx: header, the first banner as a sized <img
 *                                 fetchpriority=high>, the lanes' reserved places, and after the
 *                                 root the bottom navigation, which the app's first render leaves
 *                                 in place until its own bar arrives), or the login page's
 *                                 (src/flows/auth/login/login-shell.tsx: a form that keeps what is
 *                                 typed until the app takes it over, src/ui/shell-form.ts)
 *
 * The app's start-up then renders the same markup over it (app/main.tsx). Run at the end of every
 * `vite build` by scripts/vite/shells-plugin.ts.
 *
 * Every other page of a merchant's host is `pages/<id>.html`: index.html with the same <html>
 * attributes (default language), title and theme colour, and its loading state in the root. All
 * carry the merchant's start-up record inline (src/runtime/steps/merchant-record.ts), so the app knows
 * whose manifest to fetch with no request and no table of every merchant in its first load.
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
import type { ShellRenderers } from './shell/shell-renderers.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/**
 * The app's renderers, loaded through Vite's SSR (they are React components and CSS). The module
 * reaches the flows by ordinary imports of their Node-safe entries, which lint and the type
 * checker see; the one path spelled here is a file of this folder, and a missing one fails every
 * `vite build`.
 */
const SSR_ENTRY = fileURLToPath(new URL('./shell/ssr-entry.ts', import.meta.url));
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

interface ShellContent {
  /** What the shell stands for: the lobby (`data-shell="home"`) or the login page. */
  kind: 'home' | 'login';
  title: string;
  /** The markup for `<div id="root">`. */
  html: string;
  /** The bottom bar, after the root (empty when none shows). */
  navHtml?: string;
  bottomNav?: boolean;
  /** The screen's stylesheet beyond the core one, inline. */
  css?: string;
}

/**
 * A merchant's page (index.html with its record, theme and language) made into a shell: the
 * screen's markup in the root, the entry scripts started by /m/shells/start.js once the first paint
 * is on screen (scripts/shell/start.js says why), the screen's own CSS inline.
 */
export function shellPage(merchantPage: string, shell: ShellContent): string {
  const entryScripts: string[] = [];
  const page = merchantPage
    .replace(/<html /i, shell.bottomNav ? '<html class="has-bottom-nav" ' : '<html ')
    .replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(shell.title)}</title>`)
    // The page paints without its scripts: a small starter adds them once the first paint is on
    // screen, so they neither share the line with it nor delay it.
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g, (_tag: string, src: string) => (entryScripts.push(src), ''))
    .replace(/<\/head>/i, () => `<script defer src="${BASE}shells/start.js" data-app="${entryScripts.join(' ')}"></script>\n  </head>`)
    .replace(/<\/head>/i, () => `${shell.css ? `<style data-shell>${shell.css}</style>\n` : ''}  </head>`)
    // React hoists a preload for each <img> it renders; the <img> in the HTML is found as early.
    // The root is the last element of the body; whatever index.html puts in it (a loading state)
    // gives way to the screen.
    .replace(/<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/i, () => `<div id="root" data-shell="${shell.kind}">${shell.html.replace(/<link rel="preload" as="image"[^>]*>/g, '')}</div>${shell.navHtml ?? ''}`);
  if (!entryScripts.length) throw new Error('build-shells: no entry <script type="module"> in index.html');
  if (!page.includes('data-shell=')) throw new Error('build-shells: index.html has no <div id="root"> closing right before </body> to fill');
  return page;
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
    const { renderers } = (await server.ssrLoadModule(SSR_ENTRY)) as { renderers: ShellRenderers };
    const { renderLandingShell, renderLoginShell, toBcp47, textDirection, assetUrl } = renderers;
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
      const assetBase = `${BASE}merchants/${id}/`;
      // The tab's icon, named by the page: without it a browser asks for /favicon.ico at the site's
      // root, which the operator's server may not have, and which cost a redirect before the
      // first banner painted (Lighthouse's largest paint 1.15 → 1.07 s on Gold Crest's home).
      const iconTag = `<link rel="icon" type="image/png" sizes="192x192" href="${escapeHtml(assetUrl({ assetBase }, manifest.templates.pwa.icons['192']))}" />`;
      const meta = manifest.pageMeta as Record<string, { title?: string } | undefined> | undefined;
      const loginPath = manifest.routes.find((r) => r.screen === 'login')?.path ?? `${BASE}login`;
      const defaultLanguage = manifest.languages.default;
      // Each language the merchant offers: the server answers in the one the browser asks for
      // (Accept-Language, the app's own rule), so the app's first render does not swap the texts.
      const languages = [defaultLanguage, ...manifest.languages.supported.filter((l) => l !== defaultLanguage)];
      let landingKind = 'lobby';
      for (const language of languages) {
        const texts = JSON.parse(readFileSync(join(root, 'src', 'locales', `${language}.json`), 'utf8')) as Record<string, string>;
        const i18n = i18next.createInstance();
        await i18n.init({ lng: toBcp47(language), resources: { [toBcp47(language)]: { translation: texts } }, fallbackLng: false, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false }, react: { useSuspense: false } });
        const merchantPage = template
          .replace(/<html[^>]*>/i, `<html lang="${toBcp47(language)}" dir="${textDirection(language)}" style="${escapeHtml(themeStyle(manifest.theme))}">`)
          .replace(/<meta name="theme-color" content="[^"]*"\s*\/?>/i, `<meta name="theme-color" content="${escapeHtml(manifest.theme.headerColor)}" />`)
          .replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(manifest.displayName)}</title>`)
          .replace(/<\/head>/i, () => `  ${iconTag}\n  ${recordTag}\n  </head>`);
        if (!merchantPage.includes('id="m-merchant"')) throw new Error('build-shells: index.html has no </head> to put the merchant record before');
        // The plain page has no text of its own: one, in the default language's direction.
        if (language === defaultLanguage) writeFileSync(join(outDir, 'pages', `${id}.html`), merchantPage);

        const login = shellPage(merchantPage, {
          kind: 'login',
          title: meta?.[loginPath]?.title ?? meta?.[`${BASE}home`]?.title ?? manifest.displayName,
          html: renderLoginShell({ manifest, i18n }),
        });
        // The home paths' page: the lobby's shell, or the login page's where a visitor lands there
        // (a members-only merchant), so nothing paints a lobby and then jumps away.
        const home = renderLandingShell({ manifest, language, i18n, assetBase });
        const landing = home
          ? shellPage(merchantPage, { kind: 'home', title: meta?.[`${BASE}home`]?.title ?? manifest.displayName, html: home.html, navHtml: home.navHtml, bottomNav: home.bottomNav, css: homeCss })
          : login;
        if (!home) landingKind = 'login';
        for (const suffix of language === defaultLanguage ? ['', `.${language}`] : [`.${language}`]) {
          writeFileSync(join(outDir, 'shells', `${id}${suffix}.html`), landing);
          writeFileSync(join(outDir, 'shells', `${id}.login${suffix}.html`), login);
        }
      }
      written.push(`${id} (${landingKind}; ${languages.join(', ')})`);
    }
    console.log(`[shells] ${written.length > 6 ? `${written.length} merchants, e.g. ${written.slice(0, 3).join(', ')}` : written.join(', ')}`);
  } finally {
    await server.close();
  }
}
