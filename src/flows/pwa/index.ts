import { STORE_KEYS, storage } from '@/lib/storage';
import { sha256Hex } from '@/runtime/steps/load-manifest';
import type { Flow } from '@/runtime/flow';
import { assetUrl, type Site } from '@/runtime/site';
import { onSessionEnd } from '@/state/session';
import { afterFirstPaint, afterPageSettled } from '@/ui/after-paint';
import type { PwaContext } from './pwa-context';
import { mountOverlay, PwaOverlay } from './pwa-overlay';
import { SETTLED_MARK } from './settled-mark';

/**
 * The installable app: web app manifest and iOS head tags, the service
 * worker at /m/sw.js, the asset update check and its dialog.
 *
 * On the first load only the merchant's manifest link, right after the first paint (Chromium's
 * install check and `beforeinstallprompt` look for it early). The rest waits until the page has
 * settled (`afterPageSettled`: SETTLE_MS after `load`, when the browser is idle). Nothing of it
 * paints /m/home, and registering the service worker earlier would compete with the page for the
 * network (its precache is bigger than the page; docs/decisions.md, "PWA").
 */

/**
 * <link rel="manifest">, one per page. A new element each time, complete before it is inserted:
 * Chromium reads a manifest link when it enters the document, and misses one whose rel or href
 * is set afterwards (its install check then says "no-manifest").
 */
function linkManifest(href: string): void {
  const link = Object.assign(document.createElement('link'), { rel: 'manifest', href });
  document.head.querySelectorAll('link[rel="manifest"]').forEach((old) => old.remove());
  document.head.appendChild(link);
}

export function startPwa(site: Site): void {
  // Right after the first paint, so that the first paint waits for no other request; unless the
  // rest got there first (a background tab runs no frames) and linked the status's templates.
  void afterFirstPaint().then(() => document.querySelector('link[rel="manifest"]') ?? linkManifest(`${site.assetBase}app.webmanifest`));
  let pushEnding: Promise<unknown> = Promise.resolve();
  const context: PwaContext = {
    site,
    assetUrl: (path) => assetUrl(site, path),
    storage,
    keys: STORE_KEYS,
    sha256: sha256Hex,
    linkManifest,
    device: () => import('@/state/device').then((m) => m.getDevice()),
    mountOverlay,
    pushEnded: () => pushEnding,
  };
  // Push ends with the session, whatever ends it (state/session.ts logout): registered now, the
  // code (push-end.ts) loads only then. The next session binds once it is done (pushEnded).
  if (site.manifest.firebase?.messagingSenderId) onSessionEnd((end) => (pushEnding = import('./push/push-end').then((m) => m.endPush(context, end))));
  const start = () => {
    // The page has settled: what follows is background work. The byte budget's first-load
    // measure (scripts/budget/measure-first-load.ts) counts a visit up to this mark.
    performance.mark?.(SETTLED_MARK);
    void import('./pwa-start').then((m) => m.startPwa(context)).catch(() => undefined);
  };
  void afterPageSettled().then(start);
}

export const pwaFlow = { overlays: [PwaOverlay], start: startPwa } satisfies Flow;
