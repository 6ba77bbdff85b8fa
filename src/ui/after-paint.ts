/**
 * Resolves once the first screen has been painted: the route's screen has committed (the route view
 * calls `markScreenShown`, app/route-view.tsx), and the browser has painted the next frame. Code
 * that is not part of that paint (the language chooser, the install overlays, the web app manifest
 * link, the lobby's lanes) waits for it, so the first screen waits for no other file, even when its
 * own chunk arrives after the shell's first render:
 *
 *   const Chooser = lazy(() => afterFirstPaint().then(() => import('./language-select')));
 *
 * A page with no route screen (maintenance, invalid configuration) counts as shown after
 * SCREEN_WAIT_MS. A background tab runs no frames: what waits here then comes when the tab is shown.
 */
export const SCREEN_WAIT_MS = 3000;

let shown: () => void = () => undefined;
const screenShown = new Promise<void>((resolve) => {
  shown = resolve;
  setTimeout(resolve, SCREEN_WAIT_MS);
});

/** The route's screen has committed (called once per page; later calls change nothing). */
export const markScreenShown = (): void => shown();

export const afterFirstPaint = (): Promise<void> => screenShown.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

/** How long `afterNextPaint` waits at most where no frame comes (a hidden tab paints none). */
export const NEXT_PAINT_WAIT_MS = 100;

/**
 * Resolves once the browser has painted the next frame: work that follows a tap's visible
 * feedback (a busy button, the chosen language in its select) waits here, so the feedback is the
 * next paint and the tap answers at once (Interaction to Next Paint); a frame's callback runs
 * before its paint, and a task queued from it after. Where no frame comes within
 * NEXT_PAINT_WAIT_MS (a hidden tab), it resolves then.
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const fallback = setTimeout(resolve, NEXT_PAINT_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });

/** How long after `load` the page counts as settled: start-up's work is over by then. */
export const SETTLE_MS = 4000;

/**
 * Resolves once the page has settled: SETTLE_MS after `load`, when the browser is next idle (at
 * most 2 s later). Background work that no screen needs waits here, out of start-up's tasks: the
 * installable app's start (flows/pwa), the fonts of a language chooser's other languages
 * (language-select.tsx).
 *
 * Callers use the moment, not the value (the idle deadline, or 0 where the browser has no idle
 * callback): typed `unknown` so that `resolve` itself is the callback, with no wrapper, in a file
 * of the first load.
 */
export const afterPageSettled = (): Promise<unknown> =>
  new Promise((resolve) => {
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(resolve, { timeout: 2000 }) : resolve(0));
    const later = () => setTimeout(idle, SETTLE_MS);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });
