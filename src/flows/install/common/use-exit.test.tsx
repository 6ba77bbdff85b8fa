import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useExit } from './use-exit';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useExit', () => {
  it('plays the close animation for exactly its time, then calls back once', () => {
    const then = vi.fn();
    const { result } = renderHook(() => useExit(250));
    act(() => result.current[1](then));
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](then));
    act(() => vi.advanceTimersByTime(249));
    expect(then).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(then).toHaveBeenCalledTimes(1);
    expect(result.current[0]).toBe(false);
  });

  it('calls nothing after unmount', () => {
    const then = vi.fn();
    const { result, unmount } = renderHook(() => useExit(250));
    act(() => result.current[1](then));
    unmount();
    vi.advanceTimersByTime(1000);
    expect(then).not.toHaveBeenCalled();
  });
});
