// The password reset's /wps shapes (docs/wire-contract.md section 5: `/wps/member/password/reset/code`
// and `/wps/member/password/reset`, both defined here as this product's decision). Types only.
//
// A code goes to the account's mobile number or email address; the reset then names the same
// target with the code and the new password. The send answers the same for an address no account
// has (no code goes out), so neither call tells a stranger whether an account exists.

/** Where the code goes: the account's mobile number (with its dialing code) or its email address. */
export type ResetTarget =
  | { channel: 'sms'; countryDialingCode?: string; mobileNum: string }
  | { channel: 'email'; email: string };

/** POST /wps/member/password/reset/code: the SMS form carries the v4 captcha when GEETESTVCODE3 asks for it. */
export type ResetCodeRequest =
  | { channel: 'sms'; countryDialingCode?: string; mobileNum: string; geetestValidateV4?: string }
  | { channel: 'email'; email: string };

export interface ResetCodeValue {
  /** Epoch ms: the resend deadline (now + 60 s). */
  expirationTime: number;
}

/** POST /wps/member/password/reset (encrypted: it carries the new password). */
export type PasswordResetRequest = ResetTarget & { verificationCode: string; newPassword: string };

export interface PasswordResetValue {
  /** The account whose password changed: the login page fills it in. */
  userName: string;
}
