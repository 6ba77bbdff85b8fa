import { translate } from '@/lib/i18n/i18n';
import { STORE_KEYS, storage } from '@/lib/storage';
import type { RouteTable } from '@/runtime/build-route-table';
import { decideStaleAssetAction } from '@/runtime/stale-assets';
import { showAlert } from '@/state/ui';

/**
 * A lazy chunk that no longer exists (a deploy happened mid-session) fires `vite:preloadError`.
 * One automatic reload per window, by the spec's rule; a second failure asks (QUALITY.md row 5).
 */
export function handleStaleAssets(routes: RouteTable): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Offline, a chunk that cannot load says nothing about a deploy, and a reload would not bring
    // it: the caller's own error handling applies (an offline start, QUALITY.md row 4).
    if (navigator.onLine === false) return;
    event.preventDefault();
    const { route } = routes.match(location.pathname);
    const last = Number(storage.get('session', STORE_KEYS.staleReloadAt)) || null;
    const action = decideStaleAssetAction(route, Date.now(), last);
    if (action.kind === 'ask') {
      void showAlert({ message: translate('update.available'), confirmLabel: translate('update.refresh') }).then(() => location.reload());
      return;
    }
    storage.set('session', STORE_KEYS.staleReloadAt, String(Date.now()));
    if (action.kind === 'reload') location.reload();
    else location.assign(routes.home.path);
  });
}
