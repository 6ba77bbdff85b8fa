/**
 * What the build wraps around every lazy `import()` in place of Vite's own preload helper
 * (scripts/vite/preload-helper-plugin.ts): it links the chunk's CSS files (`deps`, paths under the
 * base; with module preloading off they are only CSS), then imports the chunk. A stylesheet the
 * page already links (the first-load CSS) is not linked twice, so the cascade order stays.
 * A CSS file or chunk that fails fires `vite:preloadError` on window (the stale-assets rule,
 * app/stale-assets-handler.ts); unless a listener prevents it, the import rejects with the error.
 * A CSS file that failed is tried again by the next import that needs it. A chunk that fails is
 * imported once more after RETRY_MS (a dropped connection, a server mid-deploy) before the event
 * fires: only the second failure counts as a missing chunk.
 *
 *   __vitePreload(() => import('./install-shell-x.js'), ['assets/install-shell-y.css'])
 */
const linked: Record<string, Promise<unknown> | undefined> = {};

export const RETRY_MS = 600;

function fail(error: unknown): void {
  const event: Event & { payload?: unknown } = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

export function __vitePreload<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T | void> {
  return Promise.all((deps ?? []).map((dep) => {
    const href = import.meta.env.BASE_URL + dep;
    return (linked[href] ??= document.querySelector(`link[href="${href}"]`) ? Promise.resolve() : new Promise((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = resolve;
      link.onerror = () => {
        linked[href] = undefined;
        link.remove();
        reject(new Error(`Unable to preload CSS for ${href}`));
      };
      document.head.append(link);
    })).catch(fail);
  })).then(() => load().catch(() => new Promise((wait) => setTimeout(wait, RETRY_MS)).then(load)).catch(fail));
}
