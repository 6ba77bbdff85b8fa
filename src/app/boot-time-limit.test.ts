// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_LIMIT_MS, withTimeLimit } from './boot-time-limit';

describe('withTimeLimit (start-up before the first paint)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports once when start-up has not settled after the limit (10 s)', async () => {
    const late = vi.fn();
    void withTimeLimit(new Promise(() => undefined), BOOT_LIMIT_MS, late);
    await vi.advanceTimersByTimeAsync(BOOT_LIMIT_MS - 1);
    expect(late).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toHaveBeenCalledOnce();
    expect(BOOT_LIMIT_MS).toBe(10_000);
  });

  it('stays quiet when start-up settles in time, either way, and passes its outcome on', async () => {
    const late = vi.fn();
    await expect(withTimeLimit(Promise.resolve('ready'), BOOT_LIMIT_MS, late)).resolves.toBe('ready');
    await expect(withTimeLimit(Promise.reject(new Error('x')), BOOT_LIMIT_MS, late)).rejects.toThrow('x');
    await vi.advanceTimersByTimeAsync(BOOT_LIMIT_MS * 2);
    expect(late).not.toHaveBeenCalled();
  });
});
