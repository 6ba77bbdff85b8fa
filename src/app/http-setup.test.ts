import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Http from '@/lib/http';
import type { HttpOptions } from '@/lib/http/http-config';
import { logout, onSessionEnd, session, setSession, type SessionEnd } from '@/state/session';
import { closeDialog, ui } from '@/state/ui';
import { setupHttp } from './http-setup';
import { WAIT } from '@/lib/testing/wait';

// The not-logged-in rule as the app wires it: lib/http's configuration is captured here, and its
// onNotLoggedIn run as lib/http would run it for a 401 or a not-logged-in code.
const captured = vi.hoisted(() => ({ options: null as HttpOptions | null }));
vi.mock('@/lib/http', async (original) => ({
  ...(await original<typeof Http>()),
  configureHttp: (options: HttpOptions) => void (captured.options = options),
}));
const navigate = vi.hoisted(() => vi.fn());
vi.mock('wouter/use-browser-location', () => ({ navigate }));

const ends: SessionEnd[] = [];
onSessionEnd((end) => void ends.push(end));

describe('not logged in (HTTP 401, CUSTOMER_NOT_LOGIN, …)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    ui.dialogs.splice(0);
    navigate.mockReset();
    ends.length = 0;
    setupHttp('LVN', 'DES', '/m/login');
  });

  it("is the 'expired' logout: the session goes before the alert, auto login stays, /m/login on confirm", async () => {
    setSession({ token: 'tok-1', merchantCode: 'LVN' });
    localStorage.setItem('remember-login', '{"username":"demo"}');
    const handled = captured.options!.onNotLoggedIn();
    expect(session.info).toBeNull();
    await vi.waitFor(() => expect(ui.dialogs).toHaveLength(1), WAIT);
    expect(ends).toEqual([{ reason: 'expired', live: false }]);
    expect(navigate).not.toHaveBeenCalled();
    closeDialog(ui.dialogs[0]!.id);
    await handled;
    expect(navigate).toHaveBeenCalledWith('/m/login', { replace: true });
    expect(localStorage.getItem('autoLogin')).toBeNull();
    expect(localStorage.getItem('remember-login')).not.toBeNull();
  });

  it('keeps what the player typed and tells the login page the page they were on', async () => {
    history.replaceState(null, '', '/m/feedback');
    setSession({ id: '17', token: 'tok-3', merchantCode: 'LVN', userName: 'demo' });
    sessionStorage.setItem('feedback-draft', '{"category":"games","message":"Lag","contact":""}');
    sessionStorage.setItem('hideDownloadBar', '1');
    const handled = captured.options!.onNotLoggedIn();
    // The guard takes a members-only page away as soon as the session goes: the page was read before.
    history.replaceState(null, '', '/m/home');
    await vi.waitFor(() => expect(ui.dialogs).toHaveLength(1), WAIT);
    closeDialog(ui.dialogs[0]!.id);
    await handled;
    expect(navigate).toHaveBeenCalledWith('/m/login?returnTo=%2Fm%2Ffeedback', { replace: true });
    expect(sessionStorage.getItem('feedback-draft')).toBe('{"category":"games","message":"Lag","contact":""}');
    expect(sessionStorage.getItem('hideDownloadBar')).toBeNull();
    history.replaceState(null, '', '/');
  });

  it('leaves a player whom auto login brought back before they confirmed where they are', async () => {
    setSession({ token: 'tok-4', merchantCode: 'LVN' });
    const handled = captured.options!.onNotLoggedIn();
    await vi.waitFor(() => expect(ui.dialogs).toHaveLength(1), WAIT);
    setSession({ token: 'tok-5', merchantCode: 'LVN' }); // the login page the guard went to logged in again
    closeDialog(ui.dialogs[0]!.id);
    await handled;
    expect(navigate).not.toHaveBeenCalled();
  });

  it('differs from the Log out button, which switches auto login off', async () => {
    setSession({ token: 'tok-2', merchantCode: 'LVN' });
    await logout('explicit');
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(ends.map((e) => e.reason)).toEqual(['explicit']);
  });
});
