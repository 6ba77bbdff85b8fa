// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createPushController, type PushDeps } from './push-controller';
import { PUSH_SNOOZE_MS } from './push-rules';

const keys = { pushToken: 'push-token', pushBound: 'push-bound', pushSnoozedUntil: 'push-snoozed-until' };
const NOW = 1_800_000_000_000;

function area() {
  const map = new Map<string, string>();
  return { map, get: (k: string) => map.get(k) ?? null, set: (k: string, v: string) => void map.set(k, v) };
}

function setup(overrides: Partial<PushDeps> & { answer?: NotificationPermission; deviceToken?: string | null } = {}) {
  let permission: NotificationPermission = 'default';
  let sessionToken: string | null = 'session-1';
  const posts: [string, object][] = [];
  const local = area();
  const session = area();
  const tokenCalls = vi.fn(async () => (overrides.deviceToken === undefined ? 'device-token-1' : overrides.deviceToken));
  const deps: PushDeps = {
    registration: {} as ServiceWorkerRegistration,
    provider: async () => ({ token: tokenCalls, deleteToken: async () => undefined }),
    permission: () => permission,
    requestPermission: async () => (permission = overrides.answer ?? 'granted'),
    sessionToken: () => sessionToken,
    call: async (row, body) => void posts.push([row.path, body as object]),
    local,
    session,
    keys,
    now: () => NOW,
    whenQuiet: async () => undefined,
    previousEnded: async () => undefined,
    ...overrides,
  };
  const controller = createPushController(deps);
  return {
    controller,
    posts,
    local,
    session,
    tokenCalls,
    grant: (p: NotificationPermission) => (permission = p),
    logout: () => (sessionToken = null),
    login: (t: string) => (sessionToken = t),
  };
}

const BIND = [
  ['/wps/relay/CSP_fcmBind', { registrationToken: 'device-token-1' }],
  ['/wps/relay/CSP_fcmSubscribe', { registrationToken: 'device-token-1', topic: 'ALL' }],
];

describe('push controller', () => {
  it('binds and subscribes to ALL at once when notifications are already allowed', async () => {
    const t = setup();
    t.grant('granted');
    await t.controller.onSession();
    expect(t.posts).toEqual(BIND);
    expect(t.local.map.get('push-token')).toBe('device-token-1');
    expect(t.controller.state.view).toBe('hidden');
  });

  it('does not bind the same token twice in a session (a reload), but again after a new login', async () => {
    const t = setup();
    t.grant('granted');
    await t.controller.onSession();
    await t.controller.onSession();
    expect(t.posts).toHaveLength(2);
    t.session.map.clear(); // logout clears session storage
    t.login('session-2');
    await t.controller.onSession();
    expect(t.posts).toHaveLength(4);
  });

  it('asks with its own prompt first; Allow opens the browser prompt, then binds', async () => {
    const t = setup();
    await t.controller.onSession();
    expect(t.controller.state.view).toBe('ask');
    expect(t.posts).toEqual([]);
    await t.controller.allow();
    expect(t.controller.state.view).toBe('hidden');
    expect(t.posts).toEqual(BIND);
  });

  it('shows the tips when the browser denies', async () => {
    const t = setup({ answer: 'denied' });
    await t.controller.onSession();
    await t.controller.allow();
    expect(t.controller.state.view).toBe('denied');
    expect(t.posts).toEqual([]);
    t.controller.closeTips();
    expect(t.controller.state.view).toBe('hidden');
  });

  it('snoozes for a week on Not now, or when the browser prompt is dismissed', async () => {
    const t = setup();
    await t.controller.onSession();
    t.controller.later();
    expect(t.controller.state.view).toBe('hidden');
    expect(Number(t.local.map.get('push-snoozed-until'))).toBe(NOW + PUSH_SNOOZE_MS);
    await t.controller.onSession();
    expect(t.controller.state.view).toBe('hidden');

    const d = setup({ answer: 'default' });
    await d.controller.onSession();
    await d.controller.allow();
    expect(d.controller.state.view).toBe('hidden');
    expect(Number(d.local.map.get('push-snoozed-until'))).toBe(NOW + PUSH_SNOOZE_MS);
  });

  it('binds only once push for the previous session has ended (auto login right after a 401)', async () => {
    let ended!: () => void;
    const t = setup({ previousEnded: () => new Promise<void>((resolve) => (ended = resolve)) });
    t.grant('granted');
    const pending = t.controller.onSession();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.tokenCalls).not.toHaveBeenCalled();
    ended();
    await pending;
    expect(t.tokenCalls).toHaveBeenCalledOnce();
    expect(t.posts).toEqual(BIND);
  });

  it('never prompts when the player logged out while the page settled', async () => {
    let settle!: () => void;
    const t = setup({ whenQuiet: () => new Promise<void>((resolve) => (settle = resolve)) });
    const pending = t.controller.onSession();
    t.logout();
    settle();
    await pending;
    expect(t.controller.state.view).toBe('hidden');
  });

  it('does nothing without push support, or when denied', async () => {
    const none = setup({ registration: null });
    none.grant('granted');
    await none.controller.onSession();
    expect(none.posts).toEqual([]);
    expect(none.tokenCalls).not.toHaveBeenCalled();

    const denied = setup();
    denied.grant('denied');
    await denied.controller.onSession();
    expect(denied.controller.state.view).toBe('hidden');
    expect(denied.posts).toEqual([]);
  });

  it('binds nothing when the device gets no token, and survives a failing bind call', async () => {
    const noToken = setup({ deviceToken: null });
    noToken.grant('granted');
    await noToken.controller.onSession();
    expect(noToken.posts).toEqual([]);

    const failing = setup({ call: async () => Promise.reject(new Error('502')) });
    failing.grant('granted');
    await expect(failing.controller.onSession()).resolves.toBeUndefined();
    expect(failing.local.map.has('push-token')).toBe(false);
    expect(failing.session.map.has('push-bound')).toBe(false);
  });

  it('a double tap on Allow asks the browser once', async () => {
    const requestPermission = vi.fn(async () => 'granted' as const);
    const t = setup({ requestPermission });
    await t.controller.onSession();
    await Promise.all([t.controller.allow(), t.controller.allow()]);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(t.posts).toHaveLength(2);
  });
});
