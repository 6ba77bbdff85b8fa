// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkers } from '@/lib/testing/fake-workers';
import { goFresh } from './fresh-reload';

afterEach(() => vi.useRealTimers());

describe('goFresh: leaving a stale build', () => {
  it('without a service worker goes at once', () => {
    const go = vi.fn();
    goFresh(go, undefined);
    expect(go).toHaveBeenCalledOnce();
  });

  it('with no newer worker (the server has none either) goes as soon as it knows', async () => {
    const workers = fakeWorkers();
    const go = vi.fn();
    await goFresh(go, workers.container);
    expect(workers.registration.update).toHaveBeenCalledOnce();
    expect(go).toHaveBeenCalledOnce();
    expect(workers.messages).toEqual([]);
  });

  it('with a newer worker waiting: lets it take control first, then goes once', async () => {
    const workers = fakeWorkers({ waiting: true });
    const go = vi.fn();
    await goFresh(go, workers.container);
    expect(workers.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(go).not.toHaveBeenCalled();
    workers.takeOver();
    expect(go).toHaveBeenCalledOnce();
  });

  it('asks the server for a newer worker when none waits yet, and waits for one that is installing', async () => {
    const found = fakeWorkers({ foundOnUpdate: true });
    const go = vi.fn();
    await goFresh(go, found.container);
    expect(found.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    found.takeOver();
    expect(go).toHaveBeenCalledOnce();

    const installing = fakeWorkers({ installing: true });
    const goLater = vi.fn();
    const done = goFresh(goLater, installing.container);
    await vi.waitFor(() => expect(installing.registration.update).toHaveBeenCalled());
    installing.installed();
    await done;
    expect(installing.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    installing.takeOver();
    expect(goLater).toHaveBeenCalledOnce();
  });

  it('goes anyway when the waiting worker never takes control (another tab holds it), once', async () => {
    vi.useFakeTimers();
    const workers = fakeWorkers({ waiting: true });
    const go = vi.fn();
    await goFresh(go, workers.container);
    vi.advanceTimersByTime(3999);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledOnce();
    workers.takeOver();
    expect(go).toHaveBeenCalledOnce();
  });

  it('goes when the worker API fails', async () => {
    const go = vi.fn();
    await goFresh(go, { getRegistration: () => Promise.reject(new Error('SecurityError')) } as unknown as ServiceWorkerContainer);
    expect(go).toHaveBeenCalledOnce();
  });
});
