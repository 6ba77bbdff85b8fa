/**
 * Calls `run` once, `waitMs` after the last of a burst of calls (each call restarts the wait).
 * `cancel()` drops a pending call (a component going away).
 *
 *   const refresh = debounce(reload, 300);
 *   refresh(); refresh(); refresh();   // → reload() once, 300 ms after the third call
 */
export function debounce(run: () => void, waitMs: number): { (): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const call = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      run();
    }, waitMs);
  };
  call.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return call;
}
