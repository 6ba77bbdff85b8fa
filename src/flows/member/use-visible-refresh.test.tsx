import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVisibleRefresh } from './use-visible-refresh';

let state: DocumentVisibilityState = 'visible';
const show = (next: DocumentVisibilityState) => {
  state = next;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useVisibleRefresh', () => {
  it('refreshes once, 300 ms after the page is visible again, however often it flips', () => {
    const refresh = vi.fn();
    renderHook(() => useVisibleRefresh(refresh));
    show('hidden');
    show('visible');
    vi.advanceTimersByTime(100);
    show('hidden');
    show('visible');
    vi.advanceTimersByTime(299);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the page is hidden, or after unmount', () => {
    const refresh = vi.fn();
    const { unmount } = renderHook(() => useVisibleRefresh(refresh));
    show('hidden');
    vi.advanceTimersByTime(1000);
    expect(refresh).not.toHaveBeenCalled();
    show('visible');
    unmount();
    vi.advanceTimersByTime(1000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
