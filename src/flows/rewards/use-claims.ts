import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ClaimAnswer } from '@/lib/wire/shapes-rewards';
import { IDLE, claimAnswered, claimFailed, classifyClaimError, newIdempotencyKey, tapClaim, type ClaimState } from './claim-state';

export interface Claims {
  /** The claim state of one target (a task id, a voucher id, 'today'…). */
  of(target: string): ClaimState;
  /** A tap on a target's claim button. */
  claim(target: string): void;
}

/**
 * The claim buttons of one page, each a claim-state.ts machine. The states live in a ref, so a
 * second tap in the same frame already sees 'claiming' and sends nothing; a render follows every
 * change. A success hands the answer's page state to `onState` (the new state shows without a
 * reload); a stale page calls `onStale` (the page loads its state again).
 *
 *   const claims = useClaims((taskId, key) => api.call(noviceTaskClaim, { body: { taskId, idempotencyKey: key } }), page.replace, page.retry);
 *   <ClaimButton state={claims.of(task.id)} onClaim={() => claims.claim(task.id)} />
 */
export function useClaims<S>(send: (target: string, key: string) => Promise<ClaimAnswer<S>>, onState: (state: S) => void, onStale: () => void): Claims {
  const states = useRef(new Map<string, ClaimState>());
  const [, render] = useReducer((n: number) => n + 1, 0);
  const latest = useRef({ send, onState, onStale });
  latest.current = { send, onState, onStale };
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const set = (target: string, next: ClaimState) => {
    states.current.set(target, next);
    if (live.current) render();
  };

  const claim = useCallback((target: string) => {
    const { next, send: key } = tapClaim(states.current.get(target) ?? IDLE, newIdempotencyKey);
    if (!key) return;
    set(target, next);
    latest.current.send(target, key).then(
      (answer) => {
        set(target, claimAnswered(states.current.get(target) ?? IDLE, key, answer.reward));
        if (live.current) latest.current.onState(answer.state);
      },
      (error: unknown) => {
        const failure = classifyClaimError(error);
        set(target, claimFailed(states.current.get(target) ?? IDLE, key, failure));
        if (failure.kind === 'stale' && live.current) latest.current.onStale();
      },
    );
  }, []);

  return { of: (target) => states.current.get(target) ?? IDLE, claim };
}
