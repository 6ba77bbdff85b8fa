import type { PushProvider } from './push-controller';

/**
 * The test push implementation, for merchants on a Firebase demo project (lib/firebase-project.ts):
 * FCM cannot be reached from the sandbox, so the device token comes from here instead, in FCM's
 * place and with FCM's behaviour: none without the notification permission or a worker, and the
 * same token for this browser until its storage is cleared or the token is deleted. Pushes are then delivered to the
 * worker directly (the e2e uses Chromium's ServiceWorker.deliverPushMessage).
 *
 *   sandbox-push:6f1c8c3e-…
 */
export function sandboxPush(store: { get(key: string): string | null; set(key: string, value: string): void; remove(key: string): void }, key: string): PushProvider {
  return {
    async token(registration) {
      if (Notification.permission !== 'granted' || !(registration.active ?? registration.waiting ?? registration.installing)) return null;
      let id = store.get(key);
      if (!id) {
        id = crypto.randomUUID();
        store.set(key, id);
      }
      return `sandbox-push:${id}`;
    },
    // As FCM's deleteToken: this token is gone for good, and the next one differs.
    async deleteToken() {
      store.remove(key);
    },
  };
}
