import { deleteToken, getMessaging, getToken, isSupported } from 'firebase/messaging';
import { firebaseApp, type FirebaseWebConfig } from '@/lib/firebase-app';
import type { PushProvider } from './push-controller';

/**
 * The device token from Firebase Cloud Messaging, for our own worker (/m/sw.js shows the pushes:
 * src/sw/push-worker.ts), so no firebase-messaging-sw.js is needed. Loaded only when a logged-in
 * player has allowed notifications. The page's CSP must let it reach
 * fcmregistrations.googleapis.com and firebaseinstallations.googleapis.com (docs/wire-contract.md).
 */
export function firebasePush(config: FirebaseWebConfig & { vapidKey?: string }): PushProvider {
  const messagingFor = (registration: ServiceWorkerRegistration) => {
    const messaging = getMessaging(firebaseApp(config));
    return { messaging, token: () => getToken(messaging, { ...(config.vapidKey ? { vapidKey: config.vapidKey } : {}), serviceWorkerRegistration: registration }) };
  };
  return {
    async token(registration) {
      if (!(await isSupported())) return null;
      return (await messagingFor(registration).token()) || null;
    },
    async deleteToken(registration) {
      if (!registration || !(await isSupported())) return;
      // deleteToken alone, on a page where getToken has not run yet, would register Firebase's
      // default worker (firebase-messaging-sw.js, which we do not have). getToken names ours and
      // answers with the stored token; deleteToken then revokes it and ends its push subscription.
      const { messaging, token } = messagingFor(registration);
      await token();
      await deleteToken(messaging);
    },
  };
}
