import { subscribe } from 'valtio';
import { baseRequest, NOT_LOGGED_IN_CODES } from '@/lib/http';
import { memberInfo } from '@/lib/wire/calls/member-info';
import { STORE_KEYS, storage } from '@/lib/storage';
import { logout, session, setSession, type SessionInfo } from './session';
// A restored session is a token set: the member state follows it (rank progress).
import './member';

/**
 * Old iOS PWA mode: iOS gives an app opened from the home screen a
 * fresh sessionStorage at every launch, so the session would be lost each time the player switches
 * away long enough for iOS to end the app. There, and only there (a session token at rest is the exception, not the rule), the
 * session is mirrored to local storage and taken back at the next launch. A mirrored session the
 * server no longer knows (HTTP 401 or a not-logged-in code while restoring it) is dropped with the
 * stored path, and the player starts on home as a visitor, without the "please login" alert.
 *
 * The page the player is on is kept too (`current-path`): a relaunch opens the start URL, and a
 * restored session goes back to the page the player left.
 *
 * app/boot.ts loads this chunk only on iOS in standalone mode, before the first screen renders.
 *
 *   launch 1: login → sessionStorage['session-info'] and localStorage['session-mirror'] = {…token…};
 *             each navigation → localStorage['current-path'] = '/m/member/home'
 *   launch 2: sessionStorage empty → session from the mirror → GET /wps/member/info
 *             200 → keep it, back to current-path (when launched on home)
 *             401 / CUSTOMER_NOT_LOGIN → clear both + current-path, go to /m/home
 */
export type MirrorOutcome = 'none' | 'kept' | 'restored' | 'dropped';

const RESTORE_CHECK_MS = 5000;
/** Not in STORE_KEYS: only this lazy module uses it, and the first load would carry the name. */
export const MIRROR_KEY = 'session-mirror';

function mirrored(merchantCode: string): SessionInfo | null {
  const stored = storage.getJson<SessionInfo>('local', MIRROR_KEY);
  return stored && typeof stored.token === 'string' && stored.token && stored.merchantCode === merchantCode ? stored : null;
}

function mirror(): void {
  if (session.info?.token) storage.setJson('local', MIRROR_KEY, session.info);
  else storage.remove('local', MIRROR_KEY);
}

/** Whether the server says this token is no longer logged in. Network trouble keeps the session. */
async function rejectedByServer(): Promise<boolean> {
  try {
    const answer = await baseRequest({ method: 'GET', url: memberInfo.path, timeoutMs: RESTORE_CHECK_MS, withCredentials: true });
    if (answer.status === 401) return true;
    const code = (JSON.parse(answer.text) as { success?: boolean; code?: string }).code;
    return typeof code === 'string' && NOT_LOGGED_IN_CODES.has(code);
  } catch {
    return false;
  }
}

/** Where the player is, and how to hear of a move (wouter announces pushState/replaceState as events). */
export interface PathWatch {
  current(): string;
  watch(onMove: () => void): void;
}

const browserPaths: PathWatch = {
  current: () => location.pathname,
  watch: (onMove) => ['popstate', 'pushState', 'replaceState'].forEach((type) => addEventListener(type, onMove)),
};

/** A path on this site (never `//host`), as current-path may hold. */
const SITE_PATH = /^\/(?![/\\])[^\s?#]*$/;

export async function startSessionMirror(
  merchantCode: string,
  homePath: string,
  go: (path: string) => void = (path) => history.replaceState(history.state, '', path),
  paths: PathWatch = browserPaths,
): Promise<MirrorOutcome> {
  const fromMirror = session.info ? null : mirrored(merchantCode);
  const lastPath = storage.get('local', STORE_KEYS.currentPath);
  if (fromMirror) setSession(fromMirror);
  mirror();
  subscribe(session, mirror);
  const outcome = await settle(fromMirror, homePath, go);
  if (outcome === 'restored' && lastPath && SITE_PATH.test(lastPath) && paths.current() === homePath) go(lastPath);
  const remember = () => void storage.set('local', STORE_KEYS.currentPath, paths.current());
  if (outcome !== 'dropped') remember();
  paths.watch(remember);
  return outcome;
}

async function settle(fromMirror: SessionInfo | null, homePath: string, go: (path: string) => void): Promise<MirrorOutcome> {
  if (!fromMirror) return session.info ? 'kept' : 'none';
  if (!(await rejectedByServer())) return 'restored';
  storage.remove('local', STORE_KEYS.currentPath);
  // The token is dead: the one logout, as for a 401 (push for it ends too; auto login stays). The
  // subscription removes the mirror.
  await logout('expired');
  storage.remove('local', MIRROR_KEY);
  go(homePath);
  return 'dropped';
}
