import { proxy, subscribe } from 'valtio';
import { api } from '@/lib/http';
import { rankProgress } from '@/lib/wire/calls/rank-progress';
import type { MemberInfo } from '@/lib/wire';
import { session } from './session';

/**
 * What the app knows about the logged-in member beyond the session:
 * the member info (GET /wps/member/info, stored by whoever loads it) and the rank progress, loaded
 * every time a token is set. A logout (any reason) clears both.
 *
 * This module watches the session from the moment it is first imported; state/session.ts imports
 * it (lazily) whenever a token is set: a login, a registration that logs in, a `?token=` landing, a
 * reload with a stored session. So a visitor's first load carries none of it (docs/decisions.md,
 * "Login state").
 *
 *   GET /wps/relay/MCSFE_getPlayerRankProgress
 *   → { currentProgress: { completedConditions: 3, totalExpectedConditions: 4 }, playerRankProgress: { labelId: 2 } }
 *   member.vipProgress === 0.75     (completed / expected when the member has a rank label, else 1)
 */
export type { MemberInfo };

export interface RankProgress {
  completed: number;
  expected: number;
  labelId: string | number | null;
}

export const member = proxy<{ info: MemberInfo | null; rankProgress: RankProgress | null; vipProgress: number | null }>({
  info: null,
  rankProgress: null,
  vipProgress: null,
});

export function readRankProgress(raw: unknown): RankProgress {
  const v = (raw ?? {}) as { currentProgress?: Record<string, unknown>; playerRankProgress?: Record<string, unknown> };
  const label = v.playerRankProgress?.labelId;
  return {
    completed: Number(v.currentProgress?.completedConditions ?? 0) || 0,
    expected: Number(v.currentProgress?.totalExpectedConditions ?? 0) || 0,
    labelId: typeof label === 'string' || typeof label === 'number' ? label : null,
  };
}

/** VIP progress: completed ÷ expected with a rank label, else 1; kept within 0…1. */
export function vipProgress(progress: RankProgress): number {
  if (progress.labelId === null || progress.labelId === '' || progress.expected <= 0) return 1;
  return Math.min(1, Math.max(0, progress.completed / progress.expected));
}

let loadedFor: string | null = null;

/**
 * Loads the rank progress for this token (once per token: a re-render or a second setSession with
 * the same token does not call again; `fresh` asks again, the member centre's refresh). A failure leaves the progress unknown (the call is
 * dialog-exempt: it only feeds an optional widget).
 */
export async function loadRankProgress(token: string, { fresh = false } = {}): Promise<void> {
  if (loadedFor === token && !fresh) return;
  loadedFor = token;
  try {
    const progress = readRankProgress(await api.call(rankProgress));
    if (loadedFor !== token) return; // logged out (or in again) meanwhile
    member.rankProgress = progress;
    member.vipProgress = vipProgress(progress);
  } catch {
    if (loadedFor === token) loadedFor = null;
  }
}

export function setMemberInfo(info: MemberInfo): void {
  member.info = info;
}

/** Logout: nothing of the member stays in memory. */
export function clearMember(): void {
  loadedFor = null;
  member.info = null;
  member.rankProgress = null;
  member.vipProgress = null;
}

/**
 * Follows the session: a new token loads its rank progress, no token clears the member. In sync
 * with it, so that whatever ends a session (state/session.ts logout, for every reason) leaves
 * nothing of the member behind by the time it returns.
 */
function follow(): void {
  const token = session.info?.token;
  // The load waits a tick, as it did when this subscription was not in sync: a mirrored session
  // (session-mirror.ts) asks the server first whether the token still lives.
  if (token) {
    void Promise.resolve().then(() => {
      if (session.info?.token === token) void loadRankProgress(token);
    });
  } else if (loadedFor !== null || member.info || member.rankProgress) clearMember();
}
subscribe(session, follow, true);
follow();
