import { hashPassword } from './password-hash';

// The accounts every merchant starts with (and returns to on POST /__sandbox/reset).

/** A password equal to this is "weak": the login answers `updatePassword: true`. */
export const WEAK_DEFAULT_PASSWORD = '123456';

/**
 * Weak: the sandbox's default, or the merchant's mobile-registration default, which any browser
 * can read in the manifest. A login with a weak password answers `updatePassword: true`.
 */
export function isWeakPassword(password: string, merchant: { mobileDefaultPassword?: string | undefined }): boolean {
  return password === WEAK_DEFAULT_PASSWORD || (Boolean(merchant.mobileDefaultPassword) && password === merchant.mobileDefaultPassword);
}

export interface RequiredMethods { email: boolean; sms: boolean; ga: boolean; payeeName: boolean }

export interface ClubLabel { labelName: string; type: string; rankLevel: number }

export interface Member {
  id: number;
  userName: string;
  passwordHash: string;
  /** 0/1/2 normal, 4 restricted. */
  type: number;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  payeeName: string | null;
  language: string | null;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** The password is the weak default; set at registration and by a password change. */
  weakPassword: boolean;
  /** Second factor demanded at every login (the `twofa` seed); null = none. */
  twoFactor: RequiredMethods | null;
  clubLabel: ClubLabel | null;
  vipRankLevel: number;
  hasVip: boolean;
  /** The chosen profile icon (1…PROFILE_ICON_COUNT), null until one is chosen (PUT /wps/member/profileIcon). */
  profileIcon: number | null;
  /** Feedback sent (POST /wps/member/feedback), newest last. */
  feedback: { reference: string; at: number; category: string; message: string; contact: string | null }[];
}

export interface SeedAccount { userName: string; password: string; note: string; member: Partial<Member> }

export const SEED_ACCOUNTS: SeedAccount[] = [
  {
    userName: 'demo', password: 'demo1234', note: 'normal member (type 0), VIP 1, mobile 912345678',
    member: { mobileNum: '912345678', email: 'demo@sandbox.test', payeeName: 'DEMO PLAYER', clubLabel: { labelName: 'VIP 1', type: 'AUTO', rankLevel: 1 }, vipRankLevel: 1, hasVip: true },
  },
  { userName: 'weakpw', password: WEAK_DEFAULT_PASSWORD, note: 'weak default password -> updatePassword: true', member: { weakPassword: true, email: 'weakpw@sandbox.test' } },
  { userName: 'expired', password: 'expired123', note: 'passwordExpired: true', member: { passwordExpired: true, email: 'expired@sandbox.test' } },
  {
    userName: 'twofa', password: 'twofa123', note: 'login_verify_required {email, sms}; mobile 912345670',
    member: { mobileNum: '912345670', email: 'twofa@sandbox.test', payeeName: 'TWO FA', twoFactor: { email: true, sms: true, ga: false, payeeName: false } },
  },
  { userName: 'restricted', password: 'restricted1', note: 'restricted member (type 4): no chat', member: { type: 4, email: 'restricted@sandbox.test' } },
  {
    userName: 'member1', password: 'member1234', note: 'normal member of type 1 (no referral programme), VIP 2 with benefits',
    member: { type: 1, email: 'member1@sandbox.test', clubLabel: { labelName: 'VIP 2', type: 'AUTO', rankLevel: 2 }, vipRankLevel: 2, hasVip: true },
  },
  {
    userName: 'novip', password: 'novip1234', note: 'type 0, VIP 3 set by hand (clubLabel type MANUAL): no VIP benefits',
    member: { email: 'novip@sandbox.test', clubLabel: { labelName: 'VIP 3', type: 'MANUAL', rankLevel: 3 }, vipRankLevel: 3, hasVip: true },
  },
];

export const FIRST_MEMBER_ID = 10001;

let templates: Promise<Member[]> | undefined;

/**
 * The seed members, hashed once per process (scrypt is deliberately slow) and cloned into every
 * merchant's state. Mobile members get the merchant's dialing code when the state is built.
 */
export function seedMembers(): Promise<Member[]> {
  templates ??= Promise.all(
    SEED_ACCOUNTS.map(async (seed, i) => ({
      ...blankMember(FIRST_MEMBER_ID + i, seed.userName, await hashPassword(seed.password)),
      ...seed.member,
    })),
  );
  return templates;
}

export function blankMember(id: number, userName: string, passwordHash: string): Member {
  return {
    id, userName, passwordHash, type: 0, mobileNum: null, countryDialingCode: null, email: null, payeeName: null,
    language: null, firstTimeLogin: false, passwordExpired: false, weakPassword: false, twoFactor: null,
    clubLabel: null, vipRankLevel: 0, hasVip: false, profileIcon: null, feedback: [],
  };
}
