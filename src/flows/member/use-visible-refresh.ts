import { useEffect, useRef } from 'react';
import { debounce } from '@/lib/debounce';

/** Member settings refresh: debounced this long after the page becomes visible again. */
export const VISIBLE_REFRESH_MS = 300;

/**
 * Calls `refresh` when the page becomes visible again (visibilitychange), debounced: switching
 * away and back several times within 300 ms refreshes once, 300 ms after the last return.
 */
export function useVisibleRefresh(refresh: () => void, waitMs = VISIBLE_REFRESH_MS): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    const run = debounce(() => latest.current(), waitMs);
    const onChange = () => {
      if (document.visibilityState === 'visible') run();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => {
      document.removeEventListener('visibilitychange', onChange);
      run.cancel();
    };
  }, [waitMs]);
}
