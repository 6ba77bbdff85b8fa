import type { ConfirmationResult } from 'firebase/auth';
import { firebaseAuth } from '@/lib/firebase-auth';
import type { FirebaseWebConfig } from '@/lib/firebase-app';
import { confirmPhoneCode, sendPhoneCode } from '../social/social-firebase';
import { socialTexts } from '../social/social-texts';

/**
 * The second factor's SMS under the Firebase SMS provider (the status says `sms.provider:
 * "firebase"`): Firebase sends the code to the number, its confirmation turns the typed code into
 * an ID token, and the verification call carries `firebaseIdToken` instead of `verificationCode`.
 * Loaded (with Firebase Auth) only when such a code is asked for.
 *
 *   const sent = await sendSecondFactorCode(config, '+84', '912345670', container);
 *   const firebaseIdToken = await secondFactorIdToken(sent, '123456');
 */
export async function sendSecondFactorCode(
  config: FirebaseWebConfig & { authEmulatorUrl?: string },
  countryDialingCode: string,
  mobileNum: string,
  container: HTMLElement,
): Promise<ConfirmationResult> {
  // Firebase's error messages, for what this code path may show.
  await socialTexts.load().catch(() => undefined);
  const e164 = `+${countryDialingCode.replace(/\D/g, '')}${mobileNum.replace(/\D/g, '')}`;
  return sendPhoneCode(firebaseAuth(config), e164, container);
}

/** The ID token for the typed code; auth/code-expired when no code was sent in this modal. */
export function secondFactorIdToken(confirmation: ConfirmationResult | null, code: string): Promise<string> {
  return confirmPhoneCode(confirmation, code.trim());
}
