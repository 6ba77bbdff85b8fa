import { proxy } from 'valtio';
import { api } from '@/lib/http';
import { endSession } from '@/lib/wire/calls/end-session';
import { pushUnsubscribe } from '@/lib/wire/calls/push-unsubscribe';
import { STORE_KEYS, storage } from '@/lib/storage';

/**
 * The logged-in session (spec section 3 "Session info"), kept in sessionStorage only: never in
 * localStorage, never in a URL the product builds for itself (QUALITY.md, secrets at rest).
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
  session.info = info;
  storage.setJson('session', STORE_KEYS.sessionInfo, info);
  return info;
}

/** Fills in what the member-info call returns once a bare token (from the URL) was adopted. */
export function updateSession(patch: Partial<Omit<SessionInfo, 'token' | 'merchantCode'>>): void {
  if (!session.info) return;
  setSession({ ...session.info, ...patch });
}

/** Logout on the client: the session and every session-scoped flag go (spec section 8). */
export function clearSession(): void {
  session.info = null;
  storage.clear('session');
}

export const getToken = (): string | null => session.info?.token ?? null;
export const hasSession = (): boolean => Boolean(session.info?.token);

/**
 * The player logs out: this device's push token is unbound while the session still authorises the
 * call (spec section 4 "Login state"), the server forgets the token (DELETE /wps/session), then the
 * client does. Both calls are best effort: a failure must not keep the player logged in here.
 */
export async function logout(): Promise<void> {
  const push = storage.get('local', STORE_KEYS.pushToken);
  if (hasSession()) {
    if (push) await api.call(pushUnsubscribe, { body: { registrationToken: push, unsubscribeAll: true } }).catch(() => undefined);
    await api.call(endSession).catch(() => undefined);
  }
  storage.remove('local', STORE_KEYS.pushToken);
  // Logged out on purpose: the login page must not log straight back in (auto login); a login by hand re-enables it.
  storage.set('local', STORE_KEYS.autoLogin, '0');
  clearSession();
}
