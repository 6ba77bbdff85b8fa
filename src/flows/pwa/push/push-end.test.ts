// @vitest-environment node
// Push at the end of a session, against a real HTTP server (lib/http's test server): a live token
// unbinds; a dead one (or a failed unbind) deletes the device token; the stored token goes either way.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/http/testing/memory-storage';
import { fail, ok } from '@/lib/http/testing/test-server';
import { withTestServer } from '@/lib/http/testing/with-test-server';
import { endPushWith, type PushEndDeps } from './push-end';

const { setup } = withTestServer();
const REGISTRATION = { scope: '/m/' } as ServiceWorkerRegistration;

function deps(stored: string | null, deleteToken = vi.fn(async () => undefined)) {
  const local = memoryStorage();
  if (stored) local.setItem('push-token', stored);
  const d: PushEndDeps = {
    local: { get: (k) => local.getItem(k), remove: (k) => local.removeItem(k) },
    keys: { pushToken: 'push-token' },
    provider: async () => ({ token: async () => null, deleteToken }),
    registration: async () => REGISTRATION,
  };
  return { d, local, deleteToken };
}

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
});

describe('endPush', () => {
  it('live token: unbinds the device token from the account with the session token; the device keeps it', async () => {
    const { server } = await setup(() => ok(null), { token: 'tok-9' });
    const { d, local, deleteToken } = deps('device-1');
    await endPushWith({ reason: 'explicit', live: true }, d);
    const [unbind] = server.hitsTo('/wps/relay/CSP_fcmUnsubscribe');
    expect(unbind!.method).toBe('DELETE');
    expect(JSON.parse(unbind!.body)).toEqual({ registrationToken: 'device-1', unsubscribeAll: true });
    expect(unbind!.headers.authorization).toBe('tok-9');
    expect(deleteToken).not.toHaveBeenCalled();
    expect(local.getItem('push-token')).toBeNull();
  });

  it('dead token: calls nothing on the server and deletes the device token instead', async () => {
    const { server } = await setup(() => ok(null), { token: null });
    const { d, local, deleteToken } = deps('device-1');
    await endPushWith({ reason: 'expired', live: false }, d);
    expect(server.hits).toEqual([]);
    expect(deleteToken).toHaveBeenCalledWith(REGISTRATION);
    expect(local.getItem('push-token')).toBeNull();
  });

  it('live token but the unbind fails: the device token is deleted, without a dialog', async () => {
    const { onError } = await setup(() => fail('push.token.required', 'No'), { token: 'tok-9' });
    const { d, local, deleteToken } = deps('device-1');
    await endPushWith({ reason: 'explicit', live: true }, d);
    expect(deleteToken).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
    expect(local.getItem('push-token')).toBeNull();
  });

  it('nothing bound on this device: nothing to do', async () => {
    const { server } = await setup(() => ok(null), { token: 'tok-9' });
    const { d, deleteToken } = deps(null);
    await endPushWith({ reason: 'explicit', live: true }, d);
    await endPushWith({ reason: 'expired', live: false }, d);
    expect(server.hits).toEqual([]);
    expect(deleteToken).not.toHaveBeenCalled();
  });

  it('a deletion that fails or hangs does not hold the logout', async () => {
    await setup(() => ok(null), { token: null });
    const failing = deps('device-1', vi.fn(async () => Promise.reject(new Error('offline'))));
    await endPushWith({ reason: 'expired', live: false }, failing.d);
    expect(failing.local.getItem('push-token')).toBeNull();
    const hanging = deps('device-1', vi.fn(() => new Promise<undefined>(() => undefined)));
    const started = Date.now();
    await endPushWith({ reason: 'expired', live: false }, hanging.d, 50);
    expect(Date.now() - started).toBeLessThan(10_000); // the hanging deletion alone would never end
  });
});
