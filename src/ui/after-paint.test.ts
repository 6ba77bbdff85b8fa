import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-paint';

afterEach(() => {
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('waits for a frame, then for the task after it (the frame has been painted)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(16); // the frame
    await vi.advanceTimersByTimeAsync(1); // the task queued after it
    expect(done).toBe(true);
  });

  it('waits as long as no frame runs (a background tab)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(done).toBe(false);
    frames[0]!(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    vi.unstubAllGlobals();
  });
});
