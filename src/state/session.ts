import { proxy } from 'valtio';
import { api } from '@/lib/http';
import { endSession } from '@/lib/wire/calls/end-session';
import { STORE_KEYS, storage } from '@/lib/storage';
import { forgetLanding, restoreLanding } from './landing';
import { clearKeepingDrafts, draftOwnerOf, settleDrafts } from './session-drafts';

/**
 * The logged-in session, kept in sessionStorage only: never in
 * localStorage, never in a URL the product builds for itself.
 *
 *   sessionStorage['session-info'] = {"id":"17","token":"9f…","merchantCode":"LVN",
 *                                     "userName":"demo","type":0,"firstTimeLogin":false}
 */
export interface SessionInfo {
  id: string;
  token: string;
  merchantCode: string;
  userName: string;
  /** From the server's customerType: -1 visitor, 4 restricted, 0/1/2 normal. */
  type: number;
  firstTimeLogin: boolean;
}

export const session = proxy<{ info: SessionInfo | null }>({ info: null });

/** Reads the stored session for this merchant; a session stored for another merchant is ignored. */
export function restoreSession(merchantCode: string): void {
  const stored = storage.getJson<Partial<SessionInfo>>('session', STORE_KEYS.sessionInfo);
  session.info = stored && typeof stored.token === 'string' && stored.token && stored.merchantCode === merchantCode
    ? normalize(stored)
    : null;
  // A session that came from a link keeps its banner and its one question across a reload.
  restoreLanding(Boolean(session.info));
  if (session.info) followMember();
}

/**
 * Login state: whenever a token is set (a login, a registration that logs in, a `?token=`
 * landing, a reload with a stored session, a mirrored iOS session) the member state follows it
 * and loads the rank progress (state/member.ts subscribes to this store). Imported here, lazily,
 * so a visitor's first load never carries it; a member's fetches it as its own small chunk.
 */
function followMember(): void {
  void import('./member');
}

/** Accepts the login response's shape too (customerId for id, customerType for type). */
export type SessionInput = Partial<Omit<SessionInfo, 'id'>> & { id?: string | number; customerId?: string | number; customerType?: number };

function normalize(raw: SessionInput): SessionInfo {
  return {
    id: String(raw.id ?? raw.customerId ?? ''),
    token: String(raw.token ?? ''),
    merchantCode: String(raw.merchantCode ?? ''),
    userName: String(raw.userName ?? ''),
    type: Number(raw.type ?? raw.customerType ?? 0),
    firstTimeLogin: Boolean(raw.firstTimeLogin),
  };
}

export function setSession(raw: SessionInput): SessionInfo {
  const info = normalize(raw);
  // Another token is another session: what a link's landing kept (state/landing.ts) was the old one's.
  if (session.info?.token !== info.token) forgetLanding();
  session.info = info;
  storage.setJson('session', STORE_KEYS.sessionInfo, info);
  if (info.token) {
    settleDrafts(draftOwnerOf(info));
    followMember();
  }
  return info;
}

/** Fills in what the member-info call returns (the member centre's refresh of id, name and type). */
export function updateSession(patch: Partial<Omit<SessionInfo, 'token' | 'merchantCode'>>): void {
  if (!session.info) return;
  setSession({ ...session.info, ...patch });
}

/**
 * The client's part of every logout (logout below): the session and every session-scoped flag go;
 * with `keepDrafts` (a logout the player did not ask for) what the player typed stays, noted as the
 * ended session's (state/session-drafts.ts).
 */
export function clearSession(keepDrafts = false): void {
  const ended = session.info;
  session.info = null;
  if (keepDrafts) clearKeepingDrafts(ended?.token ? draftOwnerOf(ended) : null);
  else storage.clear('session');
  // A link's landing ends with its session (its key went with session storage).
  forgetLanding();
}

export const getToken = (): string | null => session.info?.token ?? null;
export const hasSession = (): boolean => Boolean(session.info?.token);

/**
 * Why a session ends. 'explicit': the player's Log out; the token still authorises calls, so what
 * the server holds for it is undone with it, and auto login stops (a login by hand turns it back
 * on). 'expired': the server refused the token (HTTP 401 or a not-logged-in code); nothing can be
 * undone with it, and auto login stays as the player left it, so /m/login may log straight back in.
 * A password change is not a logout: the session carries on.
 */
export type LogoutReason = 'explicit' | 'expired';

/** What an end-of-session step is told: why, and whether the old token still authorises calls. */
export interface SessionEnd {
  reason: LogoutReason;
  live: boolean;
}

/**
 * End-of-session steps. The layers forbid state/ importing flows/, and push is a flow's (a lazy
 * chunk), so a flow that keeps something for the account registers here what ends it, and the one
 * logout runs it for every path (flows/pwa/index.ts registers push at boot; the step loads the push
 * code only when a session ends). A step registered after a session ended on this page, with no
 * session since (a 401 during start-up, a dropped iOS mirror), is told of that end at once: dead.
 */
type SessionEndStep = (end: SessionEnd) => unknown;
const endSteps: SessionEndStep[] = [];
let lastEnd: SessionEnd | null = null;

// allSettled: a step that fails (push unreachable, its chunk offline) never keeps the player logged in.
const run = (steps: SessionEndStep[], end: SessionEnd) => Promise.allSettled(steps.map(async (step) => step(end)));

export function onSessionEnd(step: SessionEndStep): void {
  endSteps.push(step);
  if (lastEnd && !hasSession()) void run([step], { ...lastEnd, live: false });
}

/**
 * `forgetDevice`: the player's "Forget me on this device" at Log out (the member centre): the
 * remembered login (`remember-login`) and its key in IndexedDB are wiped with the session, so the
 * login form is empty next time and auto login has nothing to run with (docs/decisions.md,
 * "Forget me on this device").
 */
export interface LogoutOptions {
  forgetDevice?: boolean;
}

/**
 * The one logout, for every path: the member centre's Log out ('explicit'), and HTTP 401 or a
 * not-logged-in code, or a mirrored iOS session the server no longer knows ('expired').
 *
 * explicit: the steps (push unbind) run while the session still authorises them, then the server
 *           forgets the token (DELETE /wps/session), then auto login is switched off and the client forgets.
 * expired:  the client forgets at once (no call can use the token), then the steps (push: the
 *           device token is deleted, as an unbind would be refused). Auto login is left alone.
 * Either way session storage goes, and with the session the member info (state/member.ts), except
 * that 'expired' keeps the form drafts for the account that typed them (state/session-drafts.ts):
 * the player did not choose to leave, and logging in again brings them back. Calls are best
 * effort: a failure never keeps the player logged in.
 */
export async function logout(reason: LogoutReason, options: LogoutOptions = {}): Promise<void> {
  // The remembered login and its key go first: no later step's failure can leave them behind.
  if (options.forgetDevice) await import('@/lib/remember/remember-store').then((m) => m.forgetRemembered(), () => undefined);
  const had = hasSession();
  const end: SessionEnd = { reason, live: had && reason === 'explicit' };
  if (end.live) {
    await run(endSteps, end);
    if (hasSession()) await api.call(endSession).catch(() => undefined);
  }
  if (reason === 'explicit') storage.set('local', STORE_KEYS.autoLogin, '0');
  clearSession(reason === 'expired');
  if (!had) return;
  lastEnd = end;
  if (!end.live) await run(endSteps, end);
}
