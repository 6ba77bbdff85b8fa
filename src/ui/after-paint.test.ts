import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AfterPaint from './after-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The module keeps one "screen shown" promise per page: each test loads it afresh.
let afterPaint: typeof AfterPaint;
beforeEach(async () => {
  vi.resetModules();
});

describe('afterFirstPaint', () => {
  it('waits for the screen, then for a frame, then for the task after it (the frame has been painted)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    afterPaint = await import('./after-paint');
    let done = false;
    void afterPaint.afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false); // frames ran, but no screen yet
    afterPaint.markScreenShown();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(16); // the frame
    await vi.advanceTimersByTimeAsync(1); // the task queued after it
    expect(done).toBe(true);
  });

  it('counts a page without a route screen (maintenance) as shown after SCREEN_WAIT_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    afterPaint = await import('./after-paint');
    let done = false;
    void afterPaint.afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(afterPaint.SCREEN_WAIT_MS - 50);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
  });

  it('waits as long as no frame runs (a background tab)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    afterPaint = await import('./after-paint');
    let done = false;
    afterPaint.markScreenShown();
    void afterPaint.afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(done).toBe(false);
    frames[0]!(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});

describe('afterNextPaint', () => {
  it('resolves in the task after the next frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    afterPaint = await import('./after-paint');
    let done = false;
    void afterPaint.afterNextPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(16); // the frame
    await vi.advanceTimersByTimeAsync(1); // the task queued after it
    expect(done).toBe(true);
  });

  it('resolves after NEXT_PAINT_WAIT_MS where no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    afterPaint = await import('./after-paint');
    let done = false;
    void afterPaint.afterNextPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(afterPaint.NEXT_PAINT_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe('afterPageSettled', () => {
  it('counts SETTLE_MS from load; where the browser has no idle callback, resolves then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect('requestIdleCallback' in window).toBe(false); // jsdom has none
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    afterPaint = await import('./after-paint');
    let done = false;
    void afterPaint.afterPageSettled().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(afterPaint.SETTLE_MS * 2);
    expect(done).toBe(false); // no load yet: the clock has not started
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(afterPaint.SETTLE_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('on a page already loaded, counts from the call; waits at most 2 s for an idle moment', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const idle: [IdleRequestCallback, IdleRequestOptions | undefined][] = [];
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback, options?: IdleRequestOptions) => idle.push([cb, options]));
    afterPaint = await import('./after-paint');
    let done = false;
    void afterPaint.afterPageSettled().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(afterPaint.SETTLE_MS - 1);
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toHaveLength(1);
    expect(idle[0]![1]).toEqual({ timeout: 2000 });
    expect(done).toBe(false); // the browser is not idle yet
    idle[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
