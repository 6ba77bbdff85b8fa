// @vitest-environment node
// The one logout against a real HTTP server (lib/http's test server), per reason: what is called,
// in which order, what is kept and what goes. Push itself is a registered step (flows/pwa/push/push-end.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/http/testing/memory-storage';
import { fail, ok } from '@/lib/http/testing/test-server';
import { withTestServer } from '@/lib/http/testing/with-test-server';
import { member } from './member';
import { logout, onSessionEnd, session, setSession, type SessionEnd } from './session';

const { setup } = withTestServer();

/** What each end-of-session step saw when it ran: its argument, the session then, the server's hits then. */
const seen: { end: SessionEnd; token: string | null; hitsBefore: string[] }[] = [];
let hits: () => string[] = () => [];
let stepFails = false;
// Registered once for the file: the registry lives as long as the module.
onSessionEnd((end) => {
  seen.push({ end, token: session.info?.token ?? null, hitsBefore: hits() });
  if (stepFails) throw new Error('push is down');
});

const local = () => (globalThis as unknown as { window: { localStorage: Storage } }).window.localStorage;
const sessionArea = () => (globalThis as unknown as { window: { sessionStorage: Storage } }).window.sessionStorage;
const MEMBER = { id: '1', userName: 'demo', type: 0, language: null, clubLabel: null, vipRankLevel: null, hasVip: false };

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
  session.info = null;
  seen.length = 0;
  stepFails = false;
});

/** A logged-in member who chose auto login and has push bound, with session-scoped flags set. */
async function loggedIn(handler = () => ok(null)) {
  const { server, onNotLoggedIn } = await setup(handler, { token: 'tok-9' });
  hits = () => server.hits.filter((h) => !h.path.includes('RankProgress')).map((h) => `${h.method} ${h.path}`);
  setSession({ token: 'tok-9', merchantCode: 'ACME' });
  member.info = MEMBER;
  local().setItem('remember-login', '{"username":"demo"}');
  sessionArea().setItem('push-bound', 'device-1');
  sessionArea().setItem('hideDownloadBar', '1');
  return { server, onNotLoggedIn };
}

describe('logout("explicit"): the player taps Log out', () => {
  it('runs the steps while the session still authorises calls, then ends it on the server, then here', async () => {
    const { server } = await loggedIn();
    await logout('explicit');
    expect(seen).toEqual([{ end: { reason: 'explicit', live: true }, token: 'tok-9', hitsBefore: [] }]);
    expect(hits()).toEqual(['DELETE /wps/session']);
    expect(server.hitsTo('/wps/session')[0]!.headers.authorization).toBe('tok-9');
    expect(session.info).toBeNull();
    expect(sessionArea().length).toBe(0);
    expect(member.info).toBeNull();
  });

  it('switches auto login off and keeps the remembered login (a login by hand turns it back on)', async () => {
    await loggedIn();
    await logout('explicit');
    expect(local().getItem('autoLogin')).toBe('0');
    expect(local().getItem('remember-login')).toBe('{"username":"demo"}');
  });

  it('still logs out when a step or the server fails, without a dialog', async () => {
    const { onNotLoggedIn } = await loggedIn(() => fail('server.busy', 'Busy'));
    stepFails = true;
    await logout('explicit');
    expect(hits()).toEqual(['DELETE /wps/session']);
    expect(session.info).toBeNull();
    expect(onNotLoggedIn).not.toHaveBeenCalled();
  });

  it('without a session: auto login off, nothing called, no step', async () => {
    const { server } = await setup(() => ok(null), { token: null });
    await logout('explicit');
    expect(local().getItem('autoLogin')).toBe('0');
    expect(server.hits).toEqual([]);
    expect(seen).toEqual([]);
  });
});

describe('logout("expired"): HTTP 401 or a not-logged-in code', () => {
  it('forgets the session at once, calls nothing with the dead token, then runs the steps as dead', async () => {
    await loggedIn();
    const ended = logout('expired');
    // Synchronously: no later call can carry the dead token, and the member is gone.
    expect(session.info).toBeNull();
    expect(member.info).toBeNull();
    expect(sessionArea().length).toBe(0);
    await ended;
    expect(seen).toEqual([{ end: { reason: 'expired', live: false }, token: null, hitsBefore: [] }]);
    expect(hits()).toEqual([]);
  });

  it('leaves auto login and the remembered login as they were', async () => {
    await loggedIn();
    local().setItem('autoLogin', '1');
    await logout('expired');
    expect(local().getItem('autoLogin')).toBe('1');
    expect(local().getItem('remember-login')).toBe('{"username":"demo"}');
    local().removeItem('autoLogin');
    setSession({ token: 'tok-10', merchantCode: 'ACME' });
    await logout('expired');
    expect(local().getItem('autoLogin')).toBeNull();
  });

  it('without a session: clears session storage, no step', async () => {
    await setup(() => ok(null), { token: null });
    sessionArea().setItem('hideDownloadBar', '1');
    await logout('expired');
    expect(sessionArea().length).toBe(0);
    expect(seen).toEqual([]);
  });
});

describe('logout("explicit", { forgetDevice: true }): "Forget me on this device"', () => {
  it('wipes the remembered login and its key with the session; without the choice both stay', async () => {
    const { setKeyStore } = await import('@/lib/remember/remember-store');
    const cleared = vi.fn(async () => undefined);
    setKeyStore({ get: async () => null, put: async (key) => key, clear: cleared });
    await loggedIn();
    await logout('explicit');
    expect(local().getItem('remember-login')).toBe('{"username":"demo"}');
    expect(cleared).not.toHaveBeenCalled();
    await loggedIn();
    await logout('explicit', { forgetDevice: true });
    expect(session.info).toBeNull();
    expect(local().getItem('remember-login')).toBeNull();
    expect(cleared).toHaveBeenCalledOnce();
  });
});
