import { subscribe } from 'valtio';
import { api } from '@/lib/http';
import { session } from '@/state/session';
import type { PwaContext } from '../pwa-context';
import { createPushController, type PushController } from './push-controller';
import { pushProvider, pushStore } from './push-provider';
import { whenNoModal } from './push-quiet';

/**
 * Push for merchants with a Firebase sender id (a chunk of its own, started by pwa-start.ts once
 * the worker is registered). Every time a session token is set, a login or a page load with a
 * session, the controller binds or asks (push-controller.ts); the end of a session unbinds or
 * deletes the token (push-end.ts, registered with the logout by index.ts).
 *
 * The device token comes from Firebase Messaging or the sandbox stand-in (push-provider.ts).
 */
export function startPush(ctx: PwaContext, registration: ServiceWorkerRegistration | null): PushController | null {
  const config = ctx.site.manifest.firebase;
  if (!config?.messagingSenderId) return null;
  const supported = registration !== null && 'Notification' in window && 'PushManager' in window;
  const controller = createPushController({
    registration: supported ? registration : null,
    provider: pushProvider(ctx, config),
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    sessionToken: () => session.info?.token ?? null,
    call: (row, body) => api.call(row, { body }),
    local: pushStore(ctx, 'local'),
    session: pushStore(ctx, 'session'),
    keys: ctx.keys,
    now: Date.now,
    whenQuiet: () => whenNoModal(document),
    previousEnded: ctx.pushEnded,
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
