import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAsync } from './use-async';

describe('useAsync', () => {
  it('goes loading → ready, and error → loading → ready on retry', async () => {
    const load = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(42);
    const { result } = renderHook(() => useAsync(load));
    expect(result.current[0]).toEqual({ kind: 'loading' });
    await waitFor(() => expect(result.current[0]).toEqual({ kind: 'error' }));
    act(() => result.current[1]());
    expect(result.current[0]).toEqual({ kind: 'loading' });
    await waitFor(() => expect(result.current[0]).toEqual({ kind: 'ready', value: 42 }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops a result that arrives after unmount', async () => {
    let resolve!: (n: number) => void;
    const { result, unmount } = renderHook(() => useAsync(() => new Promise<number>((r) => (resolve = r))));
    unmount();
    resolve(1);
    await Promise.resolve();
    expect(result.current[0]).toEqual({ kind: 'loading' });
  });

  it('renders a value at hand at once, and still loads (the fresh answer replaces it)', async () => {
    const load = vi.fn(() => Promise.resolve(2));
    const { result } = renderHook(() => useAsync(load, () => 1));
    expect(result.current[0]).toEqual({ kind: 'ready', value: 1 });
    await waitFor(() => expect(result.current[0]).toEqual({ kind: 'ready', value: 2 }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('nothing at hand (undefined) starts loading as before', () => {
    const { result } = renderHook(() => useAsync(() => new Promise<number>(() => undefined), () => undefined));
    expect(result.current[0]).toEqual({ kind: 'loading' });
  });
});
