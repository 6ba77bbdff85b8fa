import { ui, type LoadingKind } from './ui';

let nextId = 1;

/**
 * Shows the loading overlay (app/overlay-host.tsx renders it while any request is open) and
 * returns the function that ends this request. Each request also ends by itself after
 * `hideAfterMs`, so a failure that forgets to end it never leaves the player behind a spinner
 * (no endless spinner). The limits are the merchant's (features.spinner):
 *
 *   const done = showLoading(features.spinner.autoHideMs);       // 10 s at most
 *   try { await retry(); } finally { done(); }
 *   showLoading(features.spinner.afterErrorHideMs, 'after-error'); // 3 s: covers a reload
 *
 * Kept apart from state/ui.ts so that only the lazy chunks that show it carry it; the first load
 * needs only `ui.loading` and `hideLoading`.
 */
export function showLoading(hideAfterMs: number, kind: LoadingKind = 'spinner'): () => void {
  const id = nextId++;
  ui.loading.push({ id, kind });
  const end = () => {
    clearTimeout(timer);
    const index = ui.loading.findIndex((l) => l.id === id);
    if (index >= 0) ui.loading.splice(index, 1);
  };
  const timer = setTimeout(end, hideAfterMs);
  return end;
}
