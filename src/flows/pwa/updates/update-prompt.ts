import { proxy } from 'valtio';

/**
 * The one update dialog of a page (a message with a Refresh button). Several things can ask for it: the asset-manifest hash changed, this page's
 * index.html is no longer the server's, a new service worker waits, a stale worker was removed
 * in the LINE browser or the native app. It shows at most once per page, whoever asks first:
 *
 *   requestUpdatePrompt()  // → true, the dialog opens
 *   requestUpdatePrompt()  // → false, already shown in this page
 *
 * Refresh runs the handler the service-worker code installs (skip waiting, then reload on
 * controllerchange); without one it reloads.
 */
export const updatePrompt = proxy({ open: false, refreshing: false });

let shown = false;
let refreshHandler: () => void | Promise<void> = () => location.reload();

export function requestUpdatePrompt(): boolean {
  if (shown) return false;
  shown = true;
  updatePrompt.open = true;
  return true;
}

export function setRefreshHandler(handler: () => void | Promise<void>): void {
  refreshHandler = handler;
}

export function refreshNow(): void {
  if (updatePrompt.refreshing) return;
  updatePrompt.refreshing = true;
  void Promise.resolve()
    .then(refreshHandler)
    .catch(() => location.reload());
}

/** "Later": the page stays as it is (nothing typed is lost); the next load runs the new code. */
export function dismissUpdatePrompt(): void {
  updatePrompt.open = false;
}

/** Tests only. */
export function resetUpdatePrompt(): void {
  shown = false;
  updatePrompt.open = false;
  updatePrompt.refreshing = false;
  refreshHandler = () => location.reload();
}
