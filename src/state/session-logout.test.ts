// @vitest-environment node
// Logout against a real HTTP server (lib/http's test server): the push token is unbound first,
// while the session still authorises the call, then the session ends.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@/lib/http/testing/test-server';
import { withTestServer } from '@/lib/http/testing/with-test-server';
import { logout, session, setSession } from './session';

class MemoryStorage {
  private map = new Map<string, string>();
  get length() { return this.map.size; }
  getItem(key: string) { return this.map.get(key) ?? null; }
  setItem(key: string, value: string) { this.map.set(key, String(value)); }
  removeItem(key: string) { this.map.delete(key); }
  clear() { this.map.clear(); }
  key(i: number) { return [...this.map.keys()][i] ?? null; }
}

const { setup } = withTestServer();

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
  session.info = null;
});

const local = () => (globalThis as unknown as { window: { localStorage: MemoryStorage } }).window.localStorage;

describe('logout', () => {
  it('unbinds the push token with the session token, then ends the session', async () => {
    const { server } = await setup(() => ok(null), { token: 'tok-9' });
    setSession({ token: 'tok-9', merchantCode: 'ACME' });
    local().setItem('push-token', 'device-1');
    await logout();
    expect(server.hits.map((h) => `${h.method} ${h.path}`)).toEqual(['DELETE /wps/relay/CSP_fcmUnsubscribe', 'DELETE /wps/session']);
    const unbind = server.hitsTo('/wps/relay/CSP_fcmUnsubscribe')[0]!;
    expect(JSON.parse(unbind.body)).toEqual({ registrationToken: 'device-1', unsubscribeAll: true });
    expect(unbind.headers.authorization ?? unbind.headers.token).toContain('tok-9');
    expect(local().getItem('push-token')).toBeNull();
    expect(session.info).toBeNull();
  });

  it('still logs out when the unbind fails, and skips it without a push token', async () => {
    const { server, onError } = await setup((hit) => (hit.path.includes('fcm') ? fail('push.token.required', 'No') : ok(null)), { token: 'tok-9' });
    setSession({ token: 'tok-9', merchantCode: 'ACME' });
    local().setItem('push-token', 'device-1');
    await logout();
    expect(session.info).toBeNull();
    expect(onError).not.toHaveBeenCalled();

    setSession({ token: 'tok-10', merchantCode: 'ACME' });
    await logout();
    expect(server.hits.map((h) => h.path)).toEqual(['/wps/relay/CSP_fcmUnsubscribe', '/wps/session', '/wps/session']);
  });
});
