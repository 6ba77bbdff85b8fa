import { useCallback, useEffect, useState } from 'react';

/**
 * Loads once on mount, and again on `retry()`; a result that arrives after unmount is dropped.
 *
 *   const [lanes, retry] = useAsync(fetchGameLanes);
 *   lanes.kind === 'ready' && lanes.value   // else 'loading' | 'error'
 */
export type AsyncState<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'error' };

export function useAsync<T>(load: () => Promise<T>): [AsyncState<T>, () => void] {
  const [state, setState] = useState<AsyncState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ kind: 'ready', value }),
      () => live && setState({ kind: 'error' }),
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
