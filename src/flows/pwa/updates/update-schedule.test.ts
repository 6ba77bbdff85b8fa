import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_INTERVAL_MS, scheduleUpdateChecks } from './update-schedule';

describe('scheduleUpdateChecks (every 3,600,000 ms and on visibility)', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => vi.useRealTimers());

  const becomes = async (state: DocumentVisibilityState) => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
  };

  it('runs at once, then every hour', async () => {
    const run = vi.fn(async () => undefined);
    const stop = scheduleUpdateChecks(run);
    await vi.advanceTimersByTimeAsync(0);
    expect(CHECK_INTERVAL_MS).toBe(3_600_000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * CHECK_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(4);
    stop();
  });

  it('runs when the page becomes visible, not when it is hidden', async () => {
    const run = vi.fn(async () => undefined);
    const stop = scheduleUpdateChecks(run);
    await vi.advanceTimersByTimeAsync(0);
    await becomes('hidden');
    expect(run).toHaveBeenCalledTimes(1);
    await becomes('visible');
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('never runs two checks at once', async () => {
    let finish: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = scheduleUpdateChecks(run);
    await becomes('visible');
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    await becomes('visible');
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a failed check does not stop the next one', async () => {
    const run = vi.fn(async () => {
      throw new Error('offline');
    });
    const stop = scheduleUpdateChecks(run);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stop() ends both the timer and the visibility runs', async () => {
    const run = vi.fn(async () => undefined);
    scheduleUpdateChecks(run)();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 3);
    await becomes('visible');
    expect(run).toHaveBeenCalledTimes(1);
  });
});
