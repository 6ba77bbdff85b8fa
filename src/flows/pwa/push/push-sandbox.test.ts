// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxPush } from './push-sandbox';

const store = () => {
  const map = new Map<string, string>();
  return { map, get: (k: string) => map.get(k) ?? null, set: (k: string, v: string) => void map.set(k, v), remove: (k: string) => void map.delete(k) };
};
const registration = (active: boolean) => ({ active: active ? {} : null, waiting: null, installing: null }) as unknown as ServiceWorkerRegistration;

afterEach(() => vi.unstubAllGlobals());

describe('sandboxPush', () => {
  it('gives this browser one stable token once notifications are allowed', async () => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    const s = store();
    const first = await sandboxPush(s, 'k').token(registration(true));
    expect(first).toMatch(/^sandbox-push:[0-9a-f-]{36}$/);
    expect(await sandboxPush(s, 'k').token(registration(true))).toBe(first);
    expect(await sandboxPush(store(), 'k').token(registration(true))).not.toBe(first);
  });

  it('deleteToken ends the token for good: the next one differs, as after FCM deleteToken', async () => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    const s = store();
    const push = sandboxPush(s, 'k');
    const first = await push.token(registration(true));
    await push.deleteToken(null);
    expect(s.map.has('k')).toBe(false);
    const second = await push.token(registration(true));
    expect(second).toMatch(/^sandbox-push:[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('gives none without the permission or a worker, as FCM would', async () => {
    vi.stubGlobal('Notification', { permission: 'default' });
    expect(await sandboxPush(store(), 'k').token(registration(true))).toBeNull();
    vi.stubGlobal('Notification', { permission: 'granted' });
    expect(await sandboxPush(store(), 'k').token(registration(false))).toBeNull();
  });
});
