import { useCallback, useRef, useState } from 'react';
import { afterNextPaint } from './after-paint';

/**
 * One attempt at a time, and the guard stays up for `releaseMs` after an attempt ends (login
 * and registration release about 500 ms after finishing), so a double tap sends
 * exactly one request: a double tap never submits twice. The task starts once the busy state has
 * been painted (`afterNextPaint`): the tap's answer on screen never waits for the work it starts
 * (encrypting, a captcha, a chunk), which comes a frame later.
 *
 *   const [busy, run] = useSubmitGuard();
 *   <form onSubmit={(e) => { e.preventDefault(); void run(() => login(user, pw)); }}>
 */
export function useSubmitGuard(releaseMs = 500): [busy: boolean, run: <T>(task: () => Promise<T>) => Promise<T | undefined>] {
  const locked = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T,>(task: () => Promise<T>): Promise<T | undefined> => {
      if (locked.current) return undefined;
      locked.current = true;
      setBusy(true);
      try {
        await afterNextPaint();
        return await task();
      } finally {
        setBusy(false);
        setTimeout(() => {
          locked.current = false;
        }, releaseMs);
      }
    },
    [releaseMs],
  );
  return [busy, run];
}
