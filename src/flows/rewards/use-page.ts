import { useCallback, useState } from 'react';
import { useAsync, type AsyncState } from '@/ui/use-async';

/**
 * A reward page's state: loaded on mount (`useAsync`), loaded again on `retry`, and replaced in
 * place by a claim's answer (`replace`), so what was claimed shows without a reload.
 */
export function usePage<S>(load: () => Promise<S>): { state: AsyncState<S>; retry: () => void; replace: (value: S) => void } {
  const [loaded, retry] = useAsync(load);
  // A replacement holds only over the load it replaced: a retry's new load wins.
  const [replaced, setReplaced] = useState<{ over: AsyncState<S>; value: S } | null>(null);
  const replace = useCallback((value: S) => setReplaced({ over: loaded, value }), [loaded]);
  const state: AsyncState<S> = replaced && replaced.over === loaded ? { kind: 'ready', value: replaced.value } : loaded;
  return { state, retry, replace };
}
