import { randomBytes } from 'node:crypto';
import { countryForMerchant } from './countries';
import type { MerchantConfig } from './merchants';
import type { ResetCode } from './reset-codes';
import type { Scenario } from './scenario';
import { FIRST_MEMBER_ID, type Member } from './seed-members';

// Everything one merchant's sandbox remembers. Nothing is shared between merchants, and
// POST /__sandbox/reset replaces the whole object, so no test can see another's leftovers.

export interface SmsCode {
  code: string;
  sentAt: number;
  /** End of the resend window, returned as value.expirationTime (sentAt + 60 s). */
  expirationTime: number;
  /** The code is accepted until then (sentAt + scenario.smsCodeTtlMs, default 5 minutes). */
  validUntil: number;
}

export interface RecordedCall {
  at: number;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The decrypted JSON for encrypted calls; the parsed JSON (or raw text) otherwise. */
  body: unknown;
  encryption: string | null;
  status: number;
  code: string | null;
}

export interface MerchantState {
  merchant: MerchantConfig;
  /** Keyed by lower-case user name. */
  members: Map<string, Member>;
  /** token -> member id. */
  sessions: Map<string, number>;
  /** Keyed by the mobile number's digits without the dialing code. */
  sms: Map<string, SmsCode>;
  /** The password reset's codes, keyed "sms:<digits>" or "email:<address>" (reset-codes.ts). */
  resets: Map<string, ResetCode>;
  /** Geetest challenges issued and not yet used. */
  challenges: Set<string>;
  scenario: Scenario;
  calls: RecordedCall[];
  registrations: Record<string, unknown>[];
  push: { bound: string[]; topics: { registrationToken: string; topic: string }[] };
  events: Record<string, unknown>[];
  nextMemberId: number;
}

export const MAX_RECORDED_CALLS = 1000;

export function createMerchantState(merchant: MerchantConfig, seeds: Member[], scenario: Scenario = {}): MerchantState {
  const dialing = countryForMerchant(merchant).countryDialingCode;
  const members = new Map<string, Member>();
  for (const seed of seeds) {
    const member = structuredClone(seed);
    if (member.mobileNum) member.countryDialingCode = dialing;
    members.set(member.userName.toLowerCase(), member);
  }
  return {
    merchant, members, sessions: new Map(), sms: new Map(), resets: new Map(), challenges: new Set(),
    scenario: structuredClone(scenario), calls: [], registrations: [], push: { bound: [], topics: [] }, events: [],
    nextMemberId: FIRST_MEMBER_ID + 1000,
  };
}

export function findMember(state: MerchantState, userName: unknown): Member | undefined {
  return typeof userName === 'string' ? state.members.get(userName.trim().toLowerCase()) : undefined;
}

export function findMemberByMobile(state: MerchantState, mobileNum: unknown): Member | undefined {
  const digits = mobileDigits(mobileNum);
  if (!digits) return undefined;
  return [...state.members.values()].find((m) => m.mobileNum === digits);
}

export function memberForToken(state: MerchantState, token: string | undefined): Member | undefined {
  const id = token ? state.sessions.get(token) : undefined;
  return id === undefined ? undefined : [...state.members.values()].find((m) => m.id === id);
}

/** A new session: 32 random bytes as hex, valid until DELETE /wps/session or a reset. */
export function openSession(state: MerchantState, member: Member): string {
  const token = randomBytes(32).toString('hex');
  state.sessions.set(token, member.id);
  return token;
}

/** The manifest flags with the scenario's `flags` on top. */
export function effectiveFlags(state: MerchantState): Record<string, boolean> {
  return { ...state.merchant.flags, ...state.scenario.flags };
}

/** Digits only, a leading 0 and an included dialing code dropped: "+84 0912-345-678" -> "912345678". */
export function mobileDigits(value: unknown, dialingCode?: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  let digits = String(value).replace(/\D/g, '');
  const code = typeof dialingCode === 'string' ? dialingCode.replace(/\D/g, '') : '';
  if (String(value).trim().startsWith('+') && code && digits.startsWith(code)) digits = digits.slice(code.length);
  digits = digits.replace(/^0+/, '');
  return /^\d{6,15}$/.test(digits) ? digits : undefined;
}
