import { findMember, findMemberByMobile, type MerchantState } from './merchant-state';
import type { Member } from './seed-members';

// The sandbox has no Firebase. Its stand-in for a Firebase ID token is the literal string
//   "sandbox-firebase:<userName or mobile digits>"   e.g. "sandbox-firebase:demo", "sandbox-firebase:912345678"

export const FIREBASE_TOKEN_PREFIX = 'sandbox-firebase:';

/** 'invalid' for a malformed token; undefined when it names nobody (-> bind_customer_required). */
export function memberForFirebaseToken(state: MerchantState, token: string | undefined): Member | undefined | 'invalid' {
  const subject = firebaseSubject(token);
  if (!subject) return 'invalid';
  return findMember(state, subject) ?? findMemberByMobile(state, subject);
}

export function firebaseSubject(token: string | undefined): string | undefined {
  const subject = token?.startsWith(FIREBASE_TOKEN_PREFIX) ? token.slice(FIREBASE_TOKEN_PREFIX.length).trim() : '';
  return subject || undefined;
}
