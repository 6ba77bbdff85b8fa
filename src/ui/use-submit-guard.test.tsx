import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSubmitGuard } from './use-submit-guard';

describe('useSubmitGuard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs one task at a time and keeps the guard 500 ms after it ends', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    let finish!: () => void;
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));

    let first!: Promise<unknown>;
    act(() => {
      first = result.current[1](task);
      void result.current[1](task); // the double tap
    });
    expect(task).toHaveBeenCalledTimes(1);
    expect(result.current[0]).toBe(true);

    await act(async () => {
      finish();
      await first;
    });
    expect(result.current[0]).toBe(false);
    await act(async () => void result.current[1](task)); // still inside the 500 ms
    expect(task).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(500));
    act(() => void result.current[1](task));
    expect(task).toHaveBeenCalledTimes(2);
  });
});
