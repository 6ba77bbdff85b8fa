// Where the Firebase Auth emulator is, for everything that starts it (`npm start`, `npm run
// serve:nginx`, the social sign-in e2e tests). Plain Node: start.mjs imports it too.
//
// firebase-tools has its own locked install in tools/auth-emulator/ (scripts/ensure-deps.mjs), and
// the emulator runs in sandbox/firebase/ (its firebase.json). The CLI's path is absolute: a path
// relative to the root would be looked for under the emulator's working directory.
import { fileURLToPath } from 'node:url';

/** The firebase-tools command line. */
export const FIREBASE_CLI = fileURLToPath(new URL('../../tools/auth-emulator/node_modules/firebase-tools/lib/bin/firebase.js', import.meta.url));

/** The folder the emulator runs in: its firebase.json (ports, the auth emulator only). */
export const AUTH_EMULATOR_DIR = fileURLToPath(new URL('../../sandbox/firebase/', import.meta.url));

/** The arguments after node: the CLI, starting the auth emulator for one demo project. */
export function authEmulatorArgs(project) {
  return [FIREBASE_CLI, 'emulators:start', '--only', 'auth', '--project', project, '--config', 'firebase.json'];
}
