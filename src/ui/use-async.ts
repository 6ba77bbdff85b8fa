import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * Loads once on mount, and again on `retry()`; a result that arrives after unmount is dropped.
 *
 *   const [lanes, retry] = useAsync(fetchGameLanes);
 *   const [lanes, retry] = useAsync(fetchGameLanes, lanesAtHand);  // 'ready' at once when start-up fetched them
 *   lanes.kind === 'ready' && lanes.value   // else 'loading' | 'error'
 */
export type AsyncState<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'error' };

export function useAsync<T>(load: () => Promise<T>, atHand?: () => T | undefined): [AsyncState<T>, () => void] {
  // A value already at hand (fetched during start-up) renders at once; the load still runs.
  const [state, setState] = useState<AsyncState<T>>(() => {
    const value = atHand?.();
    return value === undefined ? { kind: 'loading' } : { kind: 'ready', value };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    // An answer renders in the background (in slices a tap can come between), as data that
    // arrives while the player is doing something else should.
    load().then(
      (value) => live && startTransition(() => setState({ kind: 'ready', value })),
      () => live && startTransition(() => setState({ kind: 'error' })),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}
