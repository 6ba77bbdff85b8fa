import {
  browserPopupRedirectResolver,
  FacebookAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signInWithPopup,
  TwitterAuthProvider,
  type Auth,
  type AuthProvider,
  type ConfirmationResult,
} from 'firebase/auth';
import type { SocialChannel } from './social-login';

/**
 * The Firebase Auth side of social sign-in (modular SDK, loaded with the social chunk only).
 * Line is an OpenID Connect provider configured in the Firebase project as "oidc.line".
 */
export function providerFor(channel: Exclude<SocialChannel, 'phone'>): AuthProvider {
  if (channel === 'google') return new GoogleAuthProvider();
  if (channel === 'facebook') return new FacebookAuthProvider();
  if (channel === 'twitter') return new TwitterAuthProvider();
  return new OAuthProvider('oidc.line');
}

/**
 * The provider's popup. Its resolver (Google's gapi loader and the auth domain's helper frame) is
 * given here, not to Auth (lib/firebase-auth.ts): Google's script loads with this tap only.
 */
export async function popupIdToken(auth: Auth, channel: Exclude<SocialChannel, 'phone'>): Promise<string> {
  const { user } = await signInWithPopup(auth, providerFor(channel), browserPopupRedirectResolver);
  return user.getIdToken();
}

/** Sends the code; the invisible reCAPTCHA sits in `container` (off under the emulator). */
export function sendPhoneCode(auth: Auth, e164: string, container: HTMLElement): Promise<ConfirmationResult> {
  return signInWithPhoneNumber(auth, e164, new RecaptchaVerifier(auth, container, { size: 'invisible' }));
}

/** A code without a sent SMS behind it is an expired code (auth/code-expired). */
export async function confirmPhoneCode(confirmation: ConfirmationResult | null, code: string): Promise<string> {
  if (!confirmation) throw Object.assign(new Error('No SMS confirmation exists for this code.'), { code: 'auth/code-expired' });
  const { user } = await confirmation.confirm(code);
  return user.getIdToken();
}
