// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs once, waitMs after the last call of a burst', () => {
    const run = vi.fn();
    const call = debounce(run, 300);
    call();
    vi.advanceTimersByTime(200);
    call();
    vi.advanceTimersByTime(200);
    call();
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs again for a later burst', () => {
    const run = vi.fn();
    const call = debounce(run, 300);
    call();
    vi.advanceTimersByTime(300);
    call();
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('cancel drops the pending call', () => {
    const run = vi.fn();
    const call = debounce(run, 300);
    call();
    call.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
