import { api } from '@/lib/http';
import { pushUnsubscribe } from '@/lib/wire/calls/push-unsubscribe';
import type { SessionEnd } from '@/state/session';
import type { PwaContext } from '../pwa-context';
import type { PushProvider } from './push-controller';
import { pushProvider, pushStore } from './push-provider';

/**
 * Push ends with the session (a lazy chunk: index.ts registers it with state/session.ts's logout,
 * which runs it for every reason). The token bound for this device (push-controller.ts keeps it in
 * local storage) must stop bringing the old account's pushes:
 *
 *   live token (the player's Log out, before DELETE /wps/session):
 *     DELETE /wps/relay/CSP_fcmUnsubscribe {registrationToken, unsubscribeAll: true}
 *     → the device token stays; the next login binds it to whoever logs in
 *   dead token (HTTP 401, a not-logged-in code), or the unbind failed:
 *     the unbind cannot be authorised, so the device's registration token itself is deleted
 *     (Firebase Messaging deleteToken; the sandbox stand-in forgets its id): the server's binding
 *     and topic subscriptions for it point at nothing, and the next login binds a fresh token
 *
 * Best effort, and at most END_MS: a logout never waits on push for long, nor fails because of it.
 */
export const END_MS = 5000;

export interface PushEndDeps {
  local: { get(key: string): string | null; remove(key: string): void };
  keys: { pushToken: string };
  provider: () => Promise<PushProvider>;
  registration: () => Promise<ServiceWorkerRegistration | null>;
}

async function end(session: SessionEnd, deps: PushEndDeps): Promise<void> {
  const registrationToken = deps.local.get(deps.keys.pushToken);
  if (!registrationToken) return; // nothing was bound on this device
  let unbound = false;
  if (session.live) {
    unbound = await api.call(pushUnsubscribe, { body: { registrationToken, unsubscribeAll: true } }).then(() => true, () => false);
  }
  if (!unbound) {
    try {
      await (await deps.provider()).deleteToken(await deps.registration());
    } catch {
      // Firebase unreachable, or the permission was withdrawn (the browser then drops the subscription itself).
    }
  }
  deps.local.remove(deps.keys.pushToken);
}

export function endPushWith(session: SessionEnd, deps: PushEndDeps, timeoutMs = END_MS): Promise<void> {
  return Promise.race([end(session, deps).catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

export async function endPush(ctx: PwaContext, session: SessionEnd): Promise<void> {
  const config = ctx.site.manifest.firebase;
  if (!config) return;
  return endPushWith(session, {
    local: pushStore(ctx, 'local'),
    keys: ctx.keys,
    provider: pushProvider(ctx, config),
    registration: async () => (await navigator.serviceWorker?.getRegistration().catch(() => undefined)) ?? null,
  });
}
