import { getMessaging, getToken, isSupported } from 'firebase/messaging';
import { firebaseApp, type FirebaseWebConfig } from '@/lib/firebase-app';
import type { PushProvider } from './push-controller';

/**
 * The device token from Firebase Cloud Messaging, for our own worker (/m/sw.js shows the pushes:
 * src/sw/push-worker.ts), so no firebase-messaging-sw.js is needed. Loaded only when a logged-in
 * player has allowed notifications. The page's CSP must let it reach
 * fcmregistrations.googleapis.com and firebaseinstallations.googleapis.com (docs/wire-contract.md).
 */
export function firebasePush(config: FirebaseWebConfig & { vapidKey?: string }): PushProvider {
  return {
    async token(registration) {
      if (!(await isSupported())) return null;
      const token = await getToken(getMessaging(firebaseApp(config)), {
        ...(config.vapidKey ? { vapidKey: config.vapidKey } : {}),
        serviceWorkerRegistration: registration,
      });
      return token || null;
    },
  };
}
