import type { HtmlPolicy } from '@/lib/safe-html';
import { allowListFor, checkedUrl, inAppPath } from '@/policy/checked-navigation';
import { imageHosts } from '@/policy/image-hosts';
import type { Site } from '@/runtime/site';

/**
 * Where links and images in server HTML (announcements, a promotion's description) may lead, for
 * this merchant (lib/safe-html.ts applies it):
 * - an in-app path (`/m/activity?id=7`) stays in the app when the merchant has a route for it;
 * - an external link only to an origin of the manifest's redirect allow-list (new tab, no opener,
 *   no referrer, no token);
 * - an image from an allowed image CDN (a CDN path gets the CDN host, as the lobby's pictures do).
 * Anything else: the link loses its target, the image its source.
 */
export function htmlPolicy(site: Pick<Site, 'manifest' | 'routes' | 'features'>): HtmlPolicy {
  const redirect = allowListFor(site.manifest, 'redirect');
  const images = imageHosts(site.features.imageCdns, allowListFor(site.manifest, 'image'), () => 0);
  return {
    link(href) {
      const path = inAppPath(href);
      if (path) {
        const match = site.routes.match(new URL(path, 'http://x').pathname);
        return match.fallback ? null : { kind: 'in-app', path };
      }
      const url = checkedUrl(href, redirect);
      return url ? { kind: 'external', url: url.href } : null;
    },
    image: (src) => images.urls(src)[0] ?? null,
  };
}
