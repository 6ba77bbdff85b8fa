/**
 * The web app manifest of a merchant (scope /m/, start URL /m/home, standalone,
 * portrait, white theme and background; name and icons at 192, 256, 384 and 512 px
 * from the `pwa` template). One function for both places that need it:
 *
 * - the build writes /m/merchants/<id>/app.webmanifest from the merchant manifest's `templates.pwa`
 *   (scripts/vite/merchants-plugin.ts), icon paths relative to that file;
 * - the app rebuilds it at run time from newer templates the status call sent (`runtime/steps/pwa-templates.ts`),
 *   as a Blob URL. A blob: URL is no base for relative URLs, so there every URL is absolute:
 *
 *   buildWebAppManifest({ title: 'Lucky VN', shortName: 'Lucky', description: '', icons }, {
 *     origin: 'https://luckyvn.example', icon: (path) => `https://luckyvn.example/m/merchants/luckyvn/${path}` })
 *   // → { id: 'https://luckyvn.example/m/home', start_url: 'https://luckyvn.example/m/home', scope: …/m/', … }
 */
import { ICON_SIZES, type IconSize, type PwaTemplate } from '../../../runtime/steps/pwa-templates';

export { ICON_SIZES, type IconSize, type PwaTemplate };

export interface WebAppManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any';
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  scope: string;
  start_url: string;
  display: 'standalone';
  orientation: 'portrait';
  theme_color: string;
  background_color: string;
  icons: WebAppManifestIcon[];
}

/** The installed app has a white theme and background. */
export const MANIFEST_COLOR = '#ffffff';
export const APP_SCOPE = '/m/';
export const START_URL = '/m/home';

const typeOf = (path: string) => (/\.svg(\?|$)/i.test(path) ? 'image/svg+xml' : /\.webp(\?|$)/i.test(path) ? 'image/webp' : 'image/png');

/**
 * @param options.origin '' for a file served beside the app (paths resolve against it), or the
 *   page's origin for a Blob manifest.
 * @param options.icon turns a template icon path into the URL the manifest lists.
 */
export function buildWebAppManifest(pwa: PwaTemplate, options: { origin: string; icon: (path: string) => string }): WebAppManifest {
  return {
    // Stable across the static file and a run-time rebuild, so the browser sees one app.
    id: `${options.origin}${START_URL}`,
    name: pwa.title,
    short_name: pwa.shortName,
    description: pwa.description,
    scope: `${options.origin}${APP_SCOPE}`,
    start_url: `${options.origin}${START_URL}`,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: MANIFEST_COLOR,
    background_color: MANIFEST_COLOR,
    // `any` only: the demo marks reach beyond the maskable safe zone (the inner 80 % circle), so a
    // launcher's mask would clip them (docs/decisions.md, "PWA").
    icons: ICON_SIZES.map((size) => {
      const src = options.icon(pwa.icons[size]);
      return { src, sizes: `${size}x${size}`, type: typeOf(src), purpose: 'any' };
    }),
  };
}
