import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import type { ClaimAnswer } from '@/lib/wire/shapes-rewards';
import { useClaims } from './use-claims';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useClaims', () => {
  it('two taps in one frame send one request; the answer’s state is handed on', async () => {
    const pending = deferred<ClaimAnswer<string>>();
    const send = vi.fn(() => pending.promise);
    const onState = vi.fn();
    const { result } = renderHook(() => useClaims(send, onState, vi.fn()));
    act(() => {
      result.current.claim('today');
      result.current.claim('today');
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.of('today').phase).toBe('claiming');
    await act(async () => pending.resolve({ reward: 5000, state: 'after' }));
    expect(result.current.of('today')).toEqual({ phase: 'claimed', reward: 5000 });
    expect(onState).toHaveBeenCalledWith('after');
  });

  it('a timeout leaves Retry, which sends the same key; another target has its own', async () => {
    const attempts: ReturnType<typeof deferred<ClaimAnswer<string>>>[] = [];
    const send = vi.fn(() => {
      attempts.push(deferred());
      return attempts.at(-1)!.promise;
    });
    const { result } = renderHook(() => useClaims(send, vi.fn(), vi.fn()));
    act(() => result.current.claim('V-1'));
    await act(async () => attempts[0]!.reject(new HttpError({ code: 'ECONNABORTED', message: 'timeout' })));
    expect(result.current.of('V-1')).toMatchObject({ phase: 'failed', retryable: true });
    act(() => result.current.claim('V-1'));
    act(() => result.current.claim('V-2'));
    const keys = send.mock.calls.map((call) => (call as unknown as [string, string])[1]);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('an already-claimed answer reloads the page', async () => {
    const onStale = vi.fn();
    const { result } = renderHook(() => useClaims(() => Promise.reject(new HttpError({ code: 'reward.already.claimed', message: 'x', status: 200 })), vi.fn(), onStale));
    await act(async () => result.current.claim('today'));
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(result.current.of('today').phase).toBe('idle');
  });
});
