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
