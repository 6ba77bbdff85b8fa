import { translate } from '@/lib/i18n/i18n';
import { STORE_KEYS, storage } from '@/lib/storage';
import type { RouteTable } from '@/runtime/steps/build-route-table';
import { decideStaleAssetAction } from '@/policy/stale-assets';
import { showAlert } from '@/state/ui';
import { goFresh } from './fresh-reload';

/** Whether this origin answers at all (any HTTP status will do); never through the service worker's cache. */
const reachable = (): Promise<boolean> =>
  fetch(`${import.meta.env.BASE_URL}asset-manifest.json?t=${Date.now()}`, { cache: 'no-store' }).then(() => true, () => false);

/**
 * A lazy chunk that no longer exists (a deploy happened mid-session) fires `vite:preloadError`.
 * One automatic reload per window; a second failure asks, so a broken deploy
 * never reloads in a loop.
 *
 * Offline, a chunk that cannot load says nothing about a deploy, and a reload would not bring it.
 * `navigator.onLine` is not enough to tell: a page the service worker served while offline can
 * read it as true (Chromium 150), so the reload waits until the origin is seen to answer. The failed
 * import itself is never hidden: its caller's own error handling shows at once (the screen's
 * retry view, the network toast), and a reload replaces it when it is a deploy.
 *
 * Refresh hands the page over to a newer service worker first when the deploy brought one
 * (app/fresh-reload.ts): a plain reload would come back to the old build the old worker serves, and
 * each Refresh would bring the dialog back. The automatic reload and trip home stay plain: a worker
 * changes over only when the player asks (the pwa flow's prompt mode), and the reloaded page that
 * fails again asks, with this Refresh.
 */
export function handleStaleAssets(
  routes: RouteTable,
  isReachable: () => Promise<boolean> = reachable,
  workers: () => ServiceWorkerContainer | undefined = () => navigator.serviceWorker as ServiceWorkerContainer | undefined,
): void {
  window.addEventListener('vite:preloadError', () => {
    if (navigator.onLine === false) return;
    void isReachable().then((online) => {
      if (!online) return;
      const { route } = routes.match(location.pathname);
      const last = Number(storage.get('session', STORE_KEYS.staleReloadAt)) || null;
      const action = decideStaleAssetAction(route, Date.now(), last);
      if (action.kind === 'ask') {
        void showAlert({ message: translate('update.available'), confirmLabel: translate('update.refresh') }).then(() => goFresh(() => location.reload(), workers()));
        return;
      }
      storage.set('session', STORE_KEYS.staleReloadAt, String(Date.now()));
      if (action.kind === 'reload') location.reload();
      // The app's own home path, as a new document: the reload that clears a stale deploy.
      // eslint-disable-next-line no-restricted-syntax
      else location.assign(routes.home.path);
    });
  });
}
