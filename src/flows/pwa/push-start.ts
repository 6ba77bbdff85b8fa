import { subscribe } from 'valtio';
import { api } from '@/lib/http';
import { isDemoProject } from '@/lib/firebase-project';
import { session } from '@/state/session';
import type { PwaContext } from './pwa-context';
import { createPushController, type PushController, type PushProvider } from './push-controller';
import { whenNoModal } from './push-quiet';
import { sandboxPush } from './push-sandbox';

/**
 * Push for merchants with a Firebase sender id (a chunk of its own, started by pwa-start.ts once
 * the worker is registered). Every time a session token is set, a login or a page load with a
 * session, the controller binds or asks (push-controller.ts); logout unbinds in state/session.ts.
 *
 * The device token comes from Firebase Messaging (push-firebase.ts, loaded only when needed), or
 * for a Firebase demo project from the sandbox stand-in (push-sandbox.ts).
 */
export function startPush(ctx: PwaContext, registration: ServiceWorkerRegistration | null): PushController | null {
  const config = ctx.site.manifest.firebase;
  if (!config?.messagingSenderId) return null;
  const supported = registration !== null && 'Notification' in window && 'PushManager' in window;
  const area = (which: 'local' | 'session') => ({
    get: (key: string) => ctx.storage.get(which, key),
    set: (key: string, value: string) => void ctx.storage.set(which, key, value),
  });
  const provider = (): Promise<PushProvider> =>
    isDemoProject(config.projectId)
      ? Promise.resolve(sandboxPush(area('local'), ctx.keys.pushSandboxId))
      : import('./push-firebase').then((m) => m.firebasePush(config));

  const controller = createPushController({
    registration: supported ? registration : null,
    provider,
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    sessionToken: () => session.info?.token ?? null,
    call: (row, body) => api.call(row, { body }),
    local: area('local'),
    session: area('session'),
    keys: ctx.keys,
    now: Date.now,
    whenQuiet: () => whenNoModal(document),
  });

  let seen: string | null = null;
  const onChange = () => {
    const token = session.info?.token ?? null;
    if (token && token !== seen) void controller.onSession();
    if (!token) controller.hide();
    seen = token;
  };
  subscribe(session, onChange);
  onChange();
  return controller;
}
