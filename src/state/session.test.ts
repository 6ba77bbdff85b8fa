import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, getToken, logout, restoreSession, session, setSession, updateSession } from './session';

describe('session', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    session.info = null;
  });

  it('stores the login response under the session-info key, in sessionStorage only', () => {
    setSession({ customerId: 7, token: 'tok', merchantCode: 'LVN', userName: 'demo', customerType: 0, firstTimeLogin: true });
    expect(JSON.parse(sessionStorage.getItem('session-info') ?? '')).toEqual({
      id: '7', token: 'tok', merchantCode: 'LVN', userName: 'demo', type: 0, firstTimeLogin: true,
    });
    expect(localStorage.length).toBe(0);
    expect(getToken()).toBe('tok');
  });

  it('ignores a stored session of another merchant', () => {
    setSession({ id: '1', token: 'tok', merchantCode: 'SSP', userName: 'x', type: 0, firstTimeLogin: false });
    restoreSession('LVN');
    expect(session.info).toBeNull();
    restoreSession('SSP');
    expect(session.info?.token).toBe('tok');
  });

  it('fills in member fields without losing the token', () => {
    setSession({ token: 'tok', merchantCode: 'LVN' });
    updateSession({ userName: 'demo', type: 4 });
    expect(session.info).toMatchObject({ token: 'tok', userName: 'demo', type: 4 });
  });

  it('clears every session-scoped value on logout', () => {
    setSession({ token: 'tok', merchantCode: 'LVN' });
    sessionStorage.setItem('hideDownloadBar', '1');
    clearSession();
    expect(getToken()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('an explicit logout stops the login page from logging straight back in (autoLogin 0); an expired one does not', async () => {
    await logout('expired');
    expect(localStorage.getItem('autoLogin')).toBeNull();
    await logout('explicit');
    expect(localStorage.getItem('autoLogin')).toBe('0');
  });
});
