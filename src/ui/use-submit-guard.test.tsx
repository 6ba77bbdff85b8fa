import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSubmitGuard } from './use-submit-guard';

describe('useSubmitGuard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs one task at a time, after the busy state has been painted, and keeps the guard 500 ms after it ends', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    let finish!: () => void;
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));

    let first!: Promise<unknown>;
    act(() => {
      first = result.current[1](task);
      void result.current[1](task); // the double tap
    });
    expect(result.current[0]).toBe(true);
    expect(task).not.toHaveBeenCalled(); // the busy state's frame first
    await act(() => vi.advanceTimersByTimeAsync(17));
    expect(task).toHaveBeenCalledTimes(1);

    await act(async () => {
      finish();
      await first;
    });
    expect(result.current[0]).toBe(false);
    await act(async () => void result.current[1](task)); // still inside the 500 ms
    await act(() => vi.advanceTimersByTimeAsync(17));
    expect(task).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(500));
    act(() => void result.current[1](task));
    await act(() => vi.advanceTimersByTimeAsync(17));
    expect(task).toHaveBeenCalledTimes(2);
  });
});
