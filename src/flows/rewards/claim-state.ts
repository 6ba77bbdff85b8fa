import { isHttpError, serverMessageOf } from '@/lib/http';

/**
 * One claim button's life, as pure transitions (the views draw each phase; use-claims.ts holds
 * them per target):
 *
 *   idle ──tap──▶ claiming(key) ──answer──▶ claimed
 *                     │
 *                     └──timeout / network / 5xx──▶ failed(key, retryable) ──tap──▶ claiming(same key)
 *                     └──a refusal (not eligible…)──▶ failed(not retryable) ──tap──▶ claiming(new key)
 *
 * The idempotency key is made once per claim intent and travels with every retry of it, so a
 * claim whose answer was lost (the server claimed, the phone timed out) claims once: the server
 * answers the retry with the first claim's result. A tap while claiming sends nothing (a double
 * tap). After a success, the next intent (tomorrow's sign-in, another voucher) gets a new key.
 */
export type ClaimState =
  | { phase: 'idle' }
  | { phase: 'claiming'; key: string }
  | { phase: 'claimed'; reward: number }
  | { phase: 'failed'; key: string; retryable: boolean; message: string | null };

export const IDLE: ClaimState = { phase: 'idle' };

/** A tap on the claim button: the next state, and the key to send with, or null to send nothing. */
export function tapClaim(state: ClaimState, newKey: () => string): { next: ClaimState; send: string | null } {
  if (state.phase === 'claiming') return { next: state, send: null };
  const key = state.phase === 'failed' && state.retryable ? state.key : newKey();
  return { next: { phase: 'claiming', key }, send: key };
}

/** The server's answer to the request sent with `key`; an answer to an older attempt changes nothing. */
export function claimAnswered(state: ClaimState, key: string, reward: number): ClaimState {
  return state.phase === 'claiming' && state.key === key ? { phase: 'claimed', reward } : state;
}

/** What a failed claim means for the page. */
export type ClaimFailure =
  /** No answer, or the server failed: the claim may or may not have happened; retry with the same key. */
  | { kind: 'retry' }
  /** Already claimed (another tab, another device) or the day turned: reload the page's state. */
  | { kind: 'stale' }
  /** Refused for a reason the server states; a new tap is a new intent. */
  | { kind: 'refused'; message: string | null };

export function classifyClaimError(error: unknown): ClaimFailure {
  if (!isHttpError(error)) return { kind: 'retry' };
  if (error.code === 'ECONNABORTED' || error.code === 'network.error' || error.code.startsWith('http.')) return { kind: 'retry' };
  if (error.code === 'reward.already.claimed' || error.code === 'reward.not.eligible') return { kind: 'stale' };
  return { kind: 'refused', message: serverMessageOf(error) };
}

/** The request sent with `key` failed. */
export function claimFailed(state: ClaimState, key: string, failure: ClaimFailure): ClaimState {
  if (state.phase !== 'claiming' || state.key !== key) return state;
  if (failure.kind === 'stale') return IDLE;
  return { phase: 'failed', key, retryable: failure.kind === 'retry', message: failure.kind === 'refused' ? failure.message : null };
}

/** 32 hex characters from the platform's random source: one claim intent. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
