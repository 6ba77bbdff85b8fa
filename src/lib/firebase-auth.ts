import { browserPopupRedirectResolver, connectAuthEmulator, inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { firebaseApp, type FirebaseWebConfig } from './firebase-app';
import { isDemoProject } from './firebase-project';

/**
 * Firebase Auth for social sign-in, lazily loaded with it (never on the first load).
 *
 * - In-memory persistence: the app only needs one ID token to hand to /wps; the Firebase user is
 *   not kept in IndexedDB or local storage after the page goes (fewer secrets at rest, and a
 *   smaller bundle than getAuth's every-persistence default).
 * - A demo project (lib/firebase-project.ts) with `authEmulatorUrl` talks to the Auth emulator,
 *   with app verification (reCAPTCHA) off as the emulator requires. A real project never does.
 */
let auth: Auth | null = null;

export function firebaseAuth(config: FirebaseWebConfig & { authEmulatorUrl?: string }): Auth {
  if (auth) return auth;
  auth = initializeAuth(firebaseApp(config), { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
  if (isDemoProject(config.projectId) && config.authEmulatorUrl) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return auth;
}
