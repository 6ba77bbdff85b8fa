// The request and response shapes of the /wps calls (docs/wire-contract.md section 5), written
// once: the client's callers, its readers and the sandbox's handlers all use these. What the
// server sends is still read defensively on the client (the server is another team's); these
// types say what the contract promises. Types only: nothing here reaches a bundle.

/** The captcha's payload fields (login, register and SMS send). */
export interface CaptchaFields {
  geetestChallenge?: string;
  geetestSeccode?: string;
  /** The v4 answer object as a JSON string. */
  geetestValidateV4?: string;
}

/** The device fields a login or registration carries. */
export interface LoginDeviceFields {
  loginDeviceId: string;
  isOfficialAppLogin: boolean;
}

export type SocialChannel = 'google' | 'facebook' | 'twitter' | 'line' | 'phone';

// ---- session ----

/** GET /wps/session/key/rsa: top level, no envelope. */
export interface RsaKeyAnswer {
  success: boolean;
  /** Base64 of the DER SubjectPublicKeyInfo. */
  rsaKey: string;
  RSA: boolean;
  DES: boolean;
}

export type LoginRequest = LoginDeviceFields & CaptchaFields & (
  | { type?: 'username'; username: string; password: string }
  | { type: 'sms'; mobileNum: string; countryDialingCode?: string; verificationCode: string }
  | { type: 'firebase'; firebaseChannel: SocialChannel; firebaseIdToken: string }
);

/** A login answer (login, second-factor login, a register with `login: true`). */
export interface LoginValue {
  id?: string | number;
  customerId?: string | number;
  token: string;
  userName?: string;
  customerType?: number;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  updatePassword?: boolean;
}

/** The methods a `login_verify_required` failure asks for (its `value`). */
export interface RequiredMethods {
  email: boolean;
  sms: boolean;
  ga: boolean;
  payeeName: boolean;
}

/** `E` email, `P` payee name, `G` authenticator, `S` sms. */
export type SecondFactorLetter = 'E' | 'P' | 'G' | 'S';

/** The credentials again, the method letter and its field(s). */
export type SecondFactorRequest = { username: string; password: string; method: SecondFactorLetter } & Partial<Record<
  'email' | 'payeeName' | 'authCode' | 'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'firebaseIdToken',
  string
>>;

// ---- registration ----

export interface RegisterRequest extends LoginDeviceFields, CaptchaFields {
  registerMethod: 'APP' | 'H5' | 'PWA' | 'WEBCLIP';
  registerUrl: string;
  domain: string;
  referralCode: string;
  affiliateCode: string;
  pixelTrack: Record<string, string> | null;
  login: boolean;
  /** Absent on autoUsername (the server names the account) and on the mobile form. */
  username?: string;
  password: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
}

export interface FirebaseRegisterRequest {
  firebaseChannel: SocialChannel;
  firebaseIdToken: string;
  login: boolean;
  smsTemplate: string | null;
}

/** The new account, with a session when `login` was asked for. */
export type RegisterValue = Partial<LoginValue> & { id?: string | number; customerId?: string | number; userName?: string };

// ---- member ----

export interface ClubLabel {
  labelName: string;
  type: string;
  rankLevel: number;
}

/** GET /wps/member/info. The client reads `id` as a string (flows/member/member-info.ts). */
export interface MemberInfo {
  id: string;
  userName: string;
  /** -1 not logged in, 4 restricted, 0/1/2 normal. */
  type: number;
  language: string | null;
  clubLabel: ClubLabel | null;
  vipRankLevel: number | null;
  hasVip: boolean;
}

/** What the server sends for member info: the id may be a number. */
export type MemberInfoValue = Omit<MemberInfo, 'id'> & { id: string | number };

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}

// ---- verification ----

export interface SmsTarget {
  countryDialingCode: string;
  mobileNum: string;
}

export interface SmsSendValue {
  /** Epoch ms: the resend deadline. */
  expirationTime: number;
}

/** GET /wps/captcha/geetest (v3). */
export interface GeetestChallenge {
  gt: string;
  challenge: string;
  newCaptcha: boolean;
}

// ---- system ----

export interface SystemStatusParams {
  device: 'MOBILE';
  track: string;
  originalDomain: string;
  url: string;
}

export interface DomainName {
  domainName: string;
}

export interface DomainRouteValue {
  domainList: DomainName[];
  mainDomain: string | null;
}

/** A customer-service entry; `path` is encrypted (docs/wire-contract.md section 6). */
export interface CustomerServiceEntry {
  csType: string;
  csPosition: string;
  title: string;
  path: string;
}

export interface DownloadResource {
  resourceType: string;
  url: string;
}

/** GET /wps/system/status; the client narrows it to runtime/steps/system-status.ts `SystemStatus`. */
export interface SystemStatusValue {
  customerService: CustomerServiceEntry[];
  domainRoute: DomainRouteValue;
  mobileTemplate: Record<string, unknown>;
  paths: { miniGame: string };
  register: { captcha: { enabled: boolean }; enabled?: boolean };
  resources: DownloadResource[];
  /** Names of the flags that are on. */
  whitelabel: string[];
  /** The flags (booleans, or "1"/"Y"/"true" from some back offices) and the install-prompt thresholds. */
  whitelabelVal: Record<string, unknown>;
  mainDomain: string | null;
  imageCDNs: string[];
  sms: { provider: string; apiKey: string };
  merchantCode: string;
  gw: { GEETEST_ID?: string; GEETEST_VERSION?: string; PROFILE_ICON_COUNT?: number };
  analytics: Record<string, unknown>;
  location: { ip: string };
  test: boolean;
  maintenance: boolean;
  /** Epoch ms or null. */
  maintenanceEnd: number | null;
  regionRestriction: boolean;
}

export interface Country {
  countryCode: string;
  countryDialingCode: string;
  name?: string;
}

/** GET /wps/system/country. */
export interface CountryInfo {
  countries: Country[];
  countryCode: string;
  countryDialingCode: string;
  currency?: string;
  currencySymbol?: string;
}

export interface PingValue {
  pong: true;
  time: number;
  speed: number | null;
}

export interface CustomerServiceValue {
  customerService: CustomerServiceEntry[];
  domainList: DomainName[];
}

// ---- relays ---- (the lobby's and the game launch's shapes: shapes-game.ts)

export interface LaunchChatParams {
  b2c: string;
  title: string;
  backUrl: string;
  language: string;
  headerColor: string;
}

export interface PromotionsValue {
  list: { id: number | string; promotionType: string; title: string }[];
  availablePromotions: Partial<Record<'APP_DOWNLOAD' | 'REFERRAL', { enabled: boolean; count: number }>>;
}

export interface RankProgressValue {
  currentProgress: { completedConditions: number; totalExpectedConditions: number };
  playerRankProgress: { labelId: string | number | null };
}

export interface DepositSettingsValue {
  totalDepositSuccessCount: number;
  firstDeposit: 'Y' | 'N';
}

/**
 * One tracking event. `eventValue` carries the event id (a random number below 99999999, the same
 * one the browser pixels get, so the two can be de-duplicated) and, for a deposit, content id '99'.
 */
export interface TrackEvent {
  eventName: string;
  eventValue?: { eventId: number; contentId?: string } | unknown;
  customerId?: string | number;
  customerName?: string;
  revenue?: number;
  amount?: number;
  currency?: string;
}

export interface PushBindRequest {
  registrationToken: string;
}

export interface PushSubscribeRequest {
  registrationToken: string;
  topic: string;
}

export type PushUnsubscribeRequest = { registrationToken: string } & ({ unsubscribeAll: true } | { topic: string });

export type * from './shapes-game';
export type * from './shapes-promotions';
export type * from './shapes-content';
export type * from './shapes-password-reset';
