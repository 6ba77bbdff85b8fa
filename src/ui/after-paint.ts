/**
 * Resolves once the browser has painted the next frame (for code running in the app's first
 * render: its first paint). Code that is not part of that frame (the language chooser, the install
 * overlays, the web app manifest link) waits for it, so the first paint waits for no other file:
 *
 *   const Chooser = lazy(() => afterFirstPaint().then(() => import('./language-select')));
 *
 * A background tab runs no frames: what waits here then comes when the tab is shown.
 */
export const afterFirstPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
