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

describe('startSessionMirror (old iOS PWA mode)', () => {
  it('mirrors a login to local storage and removes it on logout', async () => {
    await setup(() => ok({}), { token: null });
    expect(await startSessionMirror('ACME', '/m/home', vi.fn())).toBe('none');
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
    expect(await startSessionMirror('ACME', '/m/home', goHome)).toBe('restored');
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
    expect(await startSessionMirror('ACME', '/m/home', goHome)).toBe('dropped');
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
    expect(await startSessionMirror('ACME', '/m/home', vi.fn())).toBe('restored');
    expect(session.info?.token).toBe('tok-old');
  });

  it('ignores another merchant’s mirror, and a live session wins over the mirror', async () => {
    await setup(() => ok({}), { token: null });
    local.setItem('session-mirror', JSON.stringify({ ...MIRRORED, merchantCode: 'OTHER' }));
    expect(await startSessionMirror('ACME', '/m/home', vi.fn())).toBe('none');
    expect(session.info).toBeNull();

    setSession({ token: 'tok-live', merchantCode: 'ACME' });
    local.setItem('session-mirror', JSON.stringify(MIRRORED));
    expect(await startSessionMirror('ACME', '/m/home', vi.fn())).toBe('kept');
    expect(session.info?.token).toBe('tok-live');
    expect(JSON.parse(local.getItem('session-mirror')!).token).toBe('tok-live');
  });
});
