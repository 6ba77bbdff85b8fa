// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http';
import { IDLE, claimAnswered, claimFailed, classifyClaimError, newIdempotencyKey, tapClaim, type ClaimState } from './claim-state';

let n = 0;
const keys = () => `key-${++n}`;

describe('claim state', () => {
  it('idle → claiming with a new key → claimed', () => {
    const { next, send } = tapClaim(IDLE, keys);
    expect(next).toEqual({ phase: 'claiming', key: send });
    expect(claimAnswered(next, send!, 5000)).toEqual({ phase: 'claimed', reward: 5000 });
  });

  it('a second tap while claiming sends nothing (a double tap claims once)', () => {
    const first = tapClaim(IDLE, keys);
    const second = tapClaim(first.next, keys);
    expect(second.send).toBeNull();
    expect(second.next).toBe(first.next);
  });

  it('a timeout leaves it failed and retryable; the retry sends the same key', () => {
    const { next, send } = tapClaim(IDLE, keys);
    const failed = claimFailed(next, send!, { kind: 'retry' });
    expect(failed).toEqual({ phase: 'failed', key: send, retryable: true, message: null });
    const retry = tapClaim(failed, keys);
    expect(retry.send).toBe(send);
    expect(claimAnswered(retry.next, send!, 10)).toEqual({ phase: 'claimed', reward: 10 });
  });

  it('after a success the next intent gets a new key', () => {
    const first = tapClaim(IDLE, keys);
    const claimed = claimAnswered(first.next, first.send!, 1);
    const again = tapClaim(claimed, keys);
    expect(again.send).not.toBe(first.send);
  });

  it('a refusal is not retryable: the next tap is a new intent with a new key', () => {
    const first = tapClaim(IDLE, keys);
    const refused = claimFailed(first.next, first.send!, { kind: 'refused', message: 'Not open yet' });
    expect(refused).toMatchObject({ phase: 'failed', retryable: false, message: 'Not open yet' });
    expect(tapClaim(refused, keys).send).not.toBe(first.send);
  });

  it('a stale page goes back to idle (the page reloads its state)', () => {
    const first = tapClaim(IDLE, keys);
    expect(claimFailed(first.next, first.send!, { kind: 'stale' })).toEqual(IDLE);
  });

  it('an answer or failure for another key changes nothing', () => {
    const claiming: ClaimState = { phase: 'claiming', key: 'now' };
    expect(claimAnswered(claiming, 'old', 1)).toBe(claiming);
    expect(claimFailed(claiming, 'old', { kind: 'retry' })).toBe(claiming);
    expect(claimAnswered(IDLE, 'now', 1)).toBe(IDLE);
  });
});

describe('classifyClaimError', () => {
  const error = (code: string, message = 'x', status?: number) => new HttpError({ code, message, status });
  it('retries what may not have reached the server or failed in it', () => {
    expect(classifyClaimError(error('ECONNABORTED'))).toEqual({ kind: 'retry' });
    expect(classifyClaimError(error('network.error'))).toEqual({ kind: 'retry' });
    expect(classifyClaimError(error('http.503', '', 503))).toEqual({ kind: 'retry' });
    expect(classifyClaimError(new Error('boom'))).toEqual({ kind: 'retry' });
  });
  it('reloads on already claimed or no longer eligible', () => {
    expect(classifyClaimError(error('reward.already.claimed'))).toEqual({ kind: 'stale' });
    expect(classifyClaimError(error('reward.not.eligible'))).toEqual({ kind: 'stale' });
  });
  it('shows any other refusal with the server message', () => {
    expect(classifyClaimError(error('voucher.not.found', 'Voucher not found', 200))).toEqual({ kind: 'refused', message: 'Voucher not found' });
  });
});

describe('newIdempotencyKey', () => {
  it('is 32 hex characters, different each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
