// @vitest-environment node
// Old iOS PWA mode against a real HTTP server: the session survives a relaunch through the local
// mirror, and a mirrored session the server refuses is dropped quietly, landing on home.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/http/testing/memory-storage';
import { fail, ok } from '@/lib/http/testing/test-server';
import { withTestServer } from '@/lib/http/testing/with-test-server';
import { startSessionMirror } from './session-mirror';
import { clearSession, session, setSession } from './session';

const { setup } = withTestServer();
let local: Storage;
let sessionArea: Storage;
const MIRRORED = { id: '7', token: 'tok-old', merchantCode: 'ACME', userName: 'demo', type: 0, firstTimeLogin: false };

beforeEach(() => {
  local = memoryStorage();
  sessionArea = memoryStorage();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: sessionArea });
  session.info = null;
});

const flush = () => new Promise((r) => setTimeout(r, 0));
/** The player's location for the test: `moveTo` changes it and announces the move like wouter does. */
function at(start: string) {
  let path = start;
  const listeners: (() => void)[] = [];
  return { current: () => path, watch: (onMove: () => void) => void listeners.push(onMove), moveTo: (to: string) => { path = to; listeners.forEach((l) => l()); } };
}

describe('startSessionMirror (old iOS PWA mode)', () => {
  it('mirrors a login to local storage and removes it on logout', async () => {
    await setup(() => ok({}), { token: null });
    expect(await startSessionMirror('ACME', '/m/home', vi.fn(), at('/m/home'))).toBe('none');
    setSession({ token: 'tok-1', merchantCode: 'ACME', userName: 'demo' });
    await flush();
    expect(JSON.parse(local.getItem('session-mirror')!)).toMatchObject({ token: 'tok-1', userName: 'demo' });
    clearSession();
    await flush();
    expect(local.getItem('session-mirror')).toBeNull();
  });

  it('takes the mirrored session back at a relaunch and keeps it when the server knows it', async () => {
    const { server } = await setup(() => ok({ id: 7, userName: 'demo' }), { token: 'tok-old' });
    local.setItem('session-mirror', JSON.stringify(MIRRORED));
    const goHome = vi.fn();
    expect(await startSessionMirror('ACME', '/m/home', goHome, at('/m/home'))).toBe('restored');
    expect(session.info).toMatchObject({ token: 'tok-old', userName: 'demo' });
    expect(JSON.parse(sessionArea.getItem('session-info')!)).toMatchObject({ token: 'tok-old' });
    expect(server.hitsTo('/wps/member/info')).toHaveLength(1);
    expect(goHome).not.toHaveBeenCalled();
  });

  it.each([
    ['HTTP 401', () => ({ status: 401, json: { success: false, code: 'http.401' } })],
    ['CUSTOMER_NOT_LOGIN', () => fail('CUSTOMER_NOT_LOGIN', 'Please log in')],
  ])('drops a mirrored session refused with %s: stored path and session cleared, home, no alert', async (_name, reply) => {
    const { onNotLoggedIn, onError } = await setup(reply, { token: 'tok-old' });
    local.setItem('session-mirror', JSON.stringify(MIRRORED));
    local.setItem('current-path', '/m/member/home');
    const goHome = vi.fn();
    expect(await startSessionMirror('ACME', '/m/home', goHome, at('/m/home'))).toBe('dropped');
    expect(session.info).toBeNull();
    expect(local.getItem('session-mirror')).toBeNull();
    expect(local.getItem('current-path')).toBeNull();
    expect(sessionArea.getItem('session-info')).toBeNull();
    expect(goHome).toHaveBeenCalledWith('/m/home');
    expect(onNotLoggedIn).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps the session when the check gets no answer (offline relaunch)', async () => {
    await setup(() => ({ destroy: true }), { token: 'tok-old' });
    local.setItem('session-mirror', JSON.stringify(MIRRORED));
    expect(await startSessionMirror('ACME', '/m/home', vi.fn(), at('/m/home'))).toBe('restored');
    expect(session.info?.token).toBe('tok-old');
  });

  it('ignores another merchant’s mirror, and a live session wins over the mirror', async () => {
    await setup(() => ok({}), { token: null });
    local.setItem('session-mirror', JSON.stringify({ ...MIRRORED, merchantCode: 'OTHER' }));
    expect(await startSessionMirror('ACME', '/m/home', vi.fn(), at('/m/home'))).toBe('none');
    expect(session.info).toBeNull();

    setSession({ token: 'tok-live', merchantCode: 'ACME' });
    local.setItem('session-mirror', JSON.stringify(MIRRORED));
    expect(await startSessionMirror('ACME', '/m/home', vi.fn(), at('/m/home'))).toBe('kept');
    expect(session.info?.token).toBe('tok-live');
    expect(JSON.parse(local.getItem('session-mirror')!).token).toBe('tok-live');
  });

  it('keeps the current path (current-path) as the player moves, and a relaunch on home goes back to it', async () => {
    await setup(() => ok({ id: 7, userName: 'demo' }), { token: 'tok-old' });
    setSession({ token: 'tok-live', merchantCode: 'ACME' });
    const first = at('/m/home');
    await startSessionMirror('ACME', '/m/home', vi.fn(), first);
    expect(local.getItem('current-path')).toBe('/m/home');
    first.moveTo('/m/member/home');
    expect(local.getItem('current-path')).toBe('/m/member/home');

    // Relaunch: iOS emptied sessionStorage; the app opens at its start URL.
    clearSession();
    sessionArea.clear();
    local.setItem('session-mirror', JSON.stringify(MIRRORED));
    local.setItem('current-path', '/m/member/home');
    const go = vi.fn();
    expect(await startSessionMirror('ACME', '/m/home', go, at('/m/home'))).toBe('restored');
    expect(go).toHaveBeenCalledWith('/m/member/home');
  });

  it('does not move a relaunch that opened elsewhere than home, nor follow a stored path off this site', async () => {
    await setup(() => ok({ id: 7, userName: 'demo' }), { token: 'tok-old' });
    for (const [opened, stored] of [['/m/game', '/m/member/home'], ['/m/home', '//evil.example/m/home'], ['/m/home', 'https://evil.example/']]) {
      clearSession();
      local.setItem('session-mirror', JSON.stringify(MIRRORED));
      local.setItem('current-path', stored!);
      const go = vi.fn();
      expect(await startSessionMirror('ACME', '/m/home', go, at(opened!))).toBe('restored');
      expect(go).not.toHaveBeenCalled();
    }
  });
});
