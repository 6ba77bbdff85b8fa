/**
 * What the player reads for a Firebase Auth error: the translated text for its
 * code, falling back to auth/unknown, then "Code:" and "Reason:" lines for support. A popup the
 * SDK itself cancelled (a second tap while one is open) says nothing.
 *
 *   firebaseErrorText({ code: 'auth/popup-blocked', message: 'Firebase: …' }, t)
 *   // → "The sign-in window was blocked…\nCode: auth/popup-blocked\nReason: Firebase: …"
 */
export const SILENT_FIREBASE_CODES = new Set(['auth/cancelled-popup-request']);

/** The codes with a text of their own in the `social` text pack (`firebase.<code>`). */
export const KNOWN_FIREBASE_CODES = [
  'auth/unknown',
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/network-request-failed',
  'auth/invalid-phone-number',
  'auth/invalid-verification-code',
  'auth/code-expired',
  'auth/too-many-requests',
  'auth/account-exists-with-different-credential',
  'auth/user-disabled',
  'auth/operation-not-allowed',
] as const;

const known = new Set<string>(KNOWN_FIREBASE_CODES);

export function firebaseErrorText(error: unknown, t: (key: string) => string): string | null {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const id = typeof code === 'string' && code ? code : 'auth/unknown';
  if (SILENT_FIREBASE_CODES.has(id)) return null;
  const text = t(`firebase.${known.has(id) ? id : 'auth/unknown'}`);
  const reason = typeof message === 'string' && message ? message : id;
  return `${text}\nCode: ${id}\nReason: ${reason}`;
}

/** Firebase's errors carry an `auth/…` code; ours (the /wps calls) do not. */
export const isFirebaseError = (error: unknown): boolean =>
  typeof (error as { code?: unknown } | null)?.code === 'string' && String((error as { code: string }).code).startsWith('auth/');
