// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import { attemptLaunch } from './launch-attempt';

describe('attemptLaunch: the 10 s deadline and what a failure means', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the value when the call answers in time', async () => {
    const outcome = attemptLaunch(() => Promise.resolve({ gameUrl: 'https://g/x' }));
    await expect(outcome).resolves.toEqual({ kind: 'ok', value: { gameUrl: 'https://g/x' } });
  });

  it('says timeout at the deadline and aborts the call, even when the layer below still waits (its retry)', async () => {
    let signal: AbortSignal | undefined;
    const outcome = attemptLaunch((s) => {
      signal = s;
      return new Promise(() => undefined); // never answers
    }, 10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ kind: 'timeout' });
    expect(signal?.aborted).toBe(true);
  });

  it('reads ECONNABORTED as a timeout', async () => {
    const failure = new HttpError({ code: 'ECONNABORTED', message: 'The request timed out. Please retry.' });
    await expect(attemptLaunch(() => Promise.reject(failure))).resolves.toEqual({ kind: 'timeout' });
  });

  it('keeps the server\'s message of a failed launch, and none of the client\'s own English', async () => {
    const server = new HttpError({ code: 'game.launch.failed', message: 'The game is under maintenance.' });
    await expect(attemptLaunch(() => Promise.reject(server))).resolves.toEqual({ kind: 'failed', message: 'The game is under maintenance.' });
    const network = new HttpError({ code: 'network.error', message: 'The network request failed.' });
    await expect(attemptLaunch(() => Promise.reject(network))).resolves.toEqual({ kind: 'failed', message: null });
  });

  it('a late answer after the deadline changes nothing', async () => {
    let answer: (v: string) => void = () => undefined;
    const outcome = attemptLaunch(() => new Promise<string>((r) => (answer = r)), 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    answer('late');
    await expect(outcome).resolves.toEqual({ kind: 'timeout' });
  });
});
