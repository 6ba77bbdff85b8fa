/**
 * Ends the current task: what follows the `await` runs in a task of its own, after the browser has
 * had the chance to handle input and paint. Start-up is a chain of steps that each take a few
 * milliseconds on a fast machine and four or five times that on a cheap phone; run back to back
 * they are one long task that a tap waits for. `scheduler.yield()` (Chromium) resumes ahead of other
 * queued work; elsewhere a zero timeout.
 *
 *   await nextTask(); // the next step starts a new task
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
