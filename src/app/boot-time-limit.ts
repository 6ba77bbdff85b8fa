/**
 * The overall limit on start-up before the first paint (the manifest, the locale file and the
 * status call together): past it the page shows the screen-failed view with Retry instead of the
 * loading state (docs/decisions.md, "Start-up has a time limit"). Start-up carries on meanwhile:
 * when it still finishes, the app replaces the view.
 */
export const BOOT_LIMIT_MS = 10_000;

/** Calls `late` once if `work` has not settled within `limitMs`; resolves or rejects as `work` does. */
export function withTimeLimit<T>(work: Promise<T>, limitMs: number, late: () => void): Promise<T> {
  const timer = setTimeout(late, limitMs);
  const stop = () => clearTimeout(timer);
  work.then(stop, stop);
  return work;
}
