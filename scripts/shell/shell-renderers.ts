import type { MerchantManifest } from '../../src/runtime/merchant-manifest.generated.ts';

/**
 * What scripts/build-shells.ts takes from the app to render the landing pages' HTML. The app's
 * modules are React components and CSS, so the script loads them through Vite's SSR
 * (scripts/shell/ssr-entry.ts) rather than importing them, and this project's type checker cannot
 * follow them there. ssr-entry.ts checks the app's real functions against this interface
 * (`satisfies`, type-checked with the app's code in tsconfig.test.json), so a renamed or reshaped
 * export fails `npm run typecheck` instead of the build.
 */
export interface ShellRenderers {
  /** The lobby's first paint (games flow), or null where a visitor lands on the login page. */
  renderLandingShell(input: { manifest: MerchantManifest; language: string; i18n: unknown; assetBase: string }): { html: string; navHtml: string; bottomNav: boolean } | null;
  /** The login page's first paint (auth flow). */
  renderLoginShell(input: { manifest: MerchantManifest; i18n: unknown }): string;
  toBcp47(language: string): string;
  textDirection(language: string): 'rtl' | 'ltr';
  /** A merchant asset path from the manifest (`assets/icon-192.png`) as a URL under `assetBase`. */
  assetUrl(site: { assetBase: string }, path: string): string;
}
