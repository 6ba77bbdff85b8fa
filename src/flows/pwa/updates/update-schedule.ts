/**
 * When the asset update check runs: at start, every 3,600,000 ms, and each time
 * the page becomes visible again. One run at a time: a visibility change during a slow run does
 * not start a second one.
 *
 *   const stop = scheduleUpdateChecks(check);   // runs now, then hourly and on visibility
 *   stop();                                       // no more runs
 */
export const CHECK_INTERVAL_MS = 3_600_000;

export function scheduleUpdateChecks(run: () => Promise<unknown>, doc: Document = document, intervalMs = CHECK_INTERVAL_MS): () => void {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= run()
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') tick();
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
