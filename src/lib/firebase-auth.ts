import { connectAuthEmulator, inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth';
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
 * - No popup resolver here: given to `initializeAuth`, Firebase's resolver loads Google's gapi
 *   (https://apis.google.com) and opens the auth domain's helper frame as soon as Auth starts on
 *   mobile browsers and Safari, for the phone sign-in and the second factor's SMS too, which need
 *   neither. The popup sign-in passes the resolver itself (flows/auth/social/social-firebase.ts), so
 *   Google's script comes only with a tap on a popup provider's button.
 */
let auth: Auth | null = null;

export function firebaseAuth(config: FirebaseWebConfig & { authEmulatorUrl?: string }): Auth {
  if (auth) return auth;
  auth = initializeAuth(firebaseApp(config), { persistence: inMemoryPersistence });
  if (isDemoProject(config.projectId) && config.authEmulatorUrl) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return auth;
}
