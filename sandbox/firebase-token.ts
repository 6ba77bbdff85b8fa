import { findMember, findMemberByMobile, mobileDigits, type MerchantState } from './merchant-state';
import type { Member } from './seed-members';

// Who a Firebase ID token names, for the sandbox's login and registration. Two forms:
//
// 1. The Auth emulator's own ID tokens (social sign-in e2e, tests/e2e/social.spec.ts): unsigned
//    JWTs ("alg": "none") whose issuer is https://securetoken.google.com/<project>. Accepted only
//    when <project> is the merchant's Firebase *demo* project (emulator-only, never Google's):
//    a real project's token must be verified against Google's keys, which the sandbox cannot do.
//    { user_id, phone_number?, email?, firebase: { sign_in_provider } }
// 2. A literal stand-in for node-side tests: "sandbox-firebase:<userName or mobile digits>",
//    e.g. "sandbox-firebase:demo", "sandbox-firebase:912345678".
//
// A member is found by the Firebase uid it registered with, else by its mobile number (phone
// sign-in), else by its e-mail; nobody → bind_customer_required.

export const FIREBASE_TOKEN_PREFIX = 'sandbox-firebase:';

export interface FirebaseIdentity {
  uid: string;
  phone?: string;
  email?: string;
  /** For the stand-in form: the user name or mobile digits it names. */
  subject?: string;
}

/** The Firebase uid each member registered with (per merchant state: reset clears it). */
const links = new WeakMap<MerchantState, Map<string, string>>();

export function linkFirebaseUid(state: MerchantState, uid: string, userName: string): void {
  const map = links.get(state) ?? new Map<string, string>();
  map.set(uid, userName.toLowerCase());
  links.set(state, map);
}

function emulatorClaims(state: MerchantState, token: string): Record<string, unknown> | undefined {
  const project = state.merchant.firebase?.projectId;
  if (!project?.startsWith('demo-')) return undefined;
  const [header, payload] = token.split('.');
  try {
    const head = JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8')) as { alg?: string };
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    if (head.alg !== 'none' || claims.iss !== `https://securetoken.google.com/${project}` || claims.aud !== project) return undefined;
    if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return undefined;
    return claims;
  } catch {
    return undefined;
  }
}

export function firebaseIdentity(state: MerchantState, token: string | undefined): FirebaseIdentity | undefined {
  if (!token) return undefined;
  if (token.startsWith(FIREBASE_TOKEN_PREFIX)) {
    const subject = token.slice(FIREBASE_TOKEN_PREFIX.length).trim();
    return subject ? { uid: `sandbox:${subject}`, subject } : undefined;
  }
  const claims = emulatorClaims(state, token);
  const uid = typeof claims?.user_id === 'string' ? claims.user_id : typeof claims?.sub === 'string' ? claims.sub : undefined;
  if (!claims || !uid) return undefined;
  const identity: FirebaseIdentity = { uid };
  if (typeof claims.phone_number === 'string') identity.phone = claims.phone_number;
  if (typeof claims.email === 'string') identity.email = claims.email.toLowerCase();
  return identity;
}

/** 'invalid' for a token that is neither form; undefined when it names nobody (-> bind_customer_required). */
export function memberForFirebaseToken(state: MerchantState, token: string | undefined): Member | undefined | 'invalid' {
  const identity = firebaseIdentity(state, token);
  if (!identity) return 'invalid';
  if (identity.subject) return findMember(state, identity.subject) ?? findMemberByMobile(state, identity.subject);
  const linked = links.get(state)?.get(identity.uid);
  if (linked) return state.members.get(linked);
  const mobile = identity.phone ? mobileDigits(identity.phone, dialingCodeOf(identity.phone, state)) : undefined;
  const byMobile = mobile ? findMemberByMobile(state, mobile) : undefined;
  if (byMobile) return byMobile;
  return identity.email ? [...state.members.values()].find((m) => m.email?.toLowerCase() === identity.email) : undefined;
}

/** The dialing code of a member whose number the E.164 phone ends with (the sandbox seeds one country per merchant). */
function dialingCodeOf(phone: string, state: MerchantState): string | undefined {
  const digits = phone.replace(/\D/g, '');
  for (const member of state.members.values()) {
    const code = member.countryDialingCode?.replace(/\D/g, '');
    if (code && member.mobileNum && digits === `${code}${member.mobileNum}`) return code;
  }
  return undefined;
}

/** Kept for the register handler's stand-in form. */
export function firebaseSubject(token: string | undefined): string | undefined {
  const subject = token?.startsWith(FIREBASE_TOKEN_PREFIX) ? token.slice(FIREBASE_TOKEN_PREFIX.length).trim() : '';
  return subject || undefined;
}
