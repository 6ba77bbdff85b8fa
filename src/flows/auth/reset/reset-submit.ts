import { api, CipherUnavailableError, isHttpError, serverMessageOf } from '@/lib/http';
import { forgetRememberedFor } from '@/lib/remember/remember-store';
import type { CaptchaFields, ResetTarget } from '@/lib/wire';
import { passwordReset } from '@/lib/wire/calls/password-reset';
import { passwordResetCode } from '@/lib/wire/calls/password-reset-code';
import { isCaptchaError } from '../captcha';
import { normalizeMobile } from '../sms/sms-send';

/**
 * The forgotten password's two calls (docs/wire-contract.md section 5, defined here), and what the
 * page shows for each failure. Both rows say `alert: 'caller'`: nothing is alerted, the page says
 * it by the field it concerns. Neither is retried (a retry could send a second code, or spend the
 * code's tries).
 *
 *   await sendResetCode({ channel: 'email', email: ' demo@sandbox.test ' })   // body {channel: 'email', email: 'demo@sandbox.test'}
 *   await resetPassword({ channel: 'sms', countryDialingCode: '+84', mobileNum: '0912 345 678' }, '482913', 'n3w-pass', 'LVN')
 *   // body {channel: 'sms', countryDialingCode: '+84', mobileNum: '0912345678', verificationCode: '482913', newPassword: 'n3w-pass'} → 'demo'
 */
export type { ResetTarget };

/** The target as sent: the number without spaces or dashes (a leading zero kept), the address trimmed. */
export function targetBody(target: ResetTarget): ResetTarget {
  if (target.channel === 'email') return { channel: 'email', email: target.email.trim() };
  const body: ResetTarget = { channel: 'sms', mobileNum: normalizeMobile(target.mobileNum) };
  if (target.countryDialingCode) body.countryDialingCode = target.countryDialingCode;
  return body;
}

/** Resolves with the resend deadline; the SMS send carries the v4 captcha when GEETESTVCODE3 asked for one. */
export async function sendResetCode(target: ResetTarget, captcha: CaptchaFields = {}): Promise<{ expirationTime?: unknown }> {
  const sent = targetBody(target);
  const body = sent.channel === 'sms' && captcha.geetestValidateV4 ? { ...sent, geetestValidateV4: captcha.geetestValidateV4 } : sent;
  // Read defensively: a server answering no value still starts the one-minute countdown (sms-countdown.ts).
  const value: { expirationTime?: unknown } | null = await api.call(passwordResetCode, { body });
  return value ?? {};
}

/**
 * The reset itself (encrypted: it carries the new password). Resolves with the account's user name,
 * once the remembered login of that account is forgotten on this device: it holds the old password.
 */
export async function resetPassword(target: ResetTarget, verificationCode: string, newPassword: string, merchantCode: string): Promise<string> {
  const { userName } = await api.call(passwordReset, { body: { ...targetBody(target), verificationCode: verificationCode.trim(), newPassword } });
  await forgetRememberedFor(userName, merchantCode);
  return userName;
}

/**
 * What the page shows for a failure, and where: `key` an i18n key or `text` the server's (or the
 * captcha's) own words. `renew`: the code is void (too many wrong tries), so "Send code" must be
 * usable at once. A server that did not answer (5xx, time-out, network) is `form`: the page keeps
 * everything typed.
 */
export type ResetFailure = { field: 'target' | 'verificationCode' | 'newPassword' | 'form'; renew?: true } & ({ key: string } | { text: string });

const BY_CODE: Record<string, ResetFailure> = {
  'verification.code.err': { field: 'verificationCode', key: 'auth.reset.code_wrong' },
  'verification.code.expired': { field: 'verificationCode', key: 'auth.reset.code_expired' },
  TOO_MANY_REQUEST_VERIFY: { field: 'verificationCode', key: 'auth.reset.code_void', renew: true },
  'password.invalid': { field: 'newPassword', key: 'auth.reset.password_invalid' },
  'mobile.invalid': { field: 'target', key: 'auth.reset.mobile_invalid' },
  'email.invalid': { field: 'target', key: 'auth.reset.email_invalid' },
  // The captcha goes with the send button, which sits in the code's row.
  'captcha.required': { field: 'verificationCode', key: 'auth.reset.captcha' },
  'captcha.invalid': { field: 'verificationCode', key: 'auth.reset.captcha' },
};

export function resetFailureOf(error: unknown): ResetFailure {
  if (error instanceof CipherUnavailableError) return { field: 'form', key: 'error.secure_login_unavailable' };
  if (isCaptchaError(error)) return { field: 'verificationCode', text: error.message };
  if (!isHttpError(error)) return { field: 'form', key: 'error.unknown_error' };
  const known = BY_CODE[error.code];
  if (known) return known;
  // No answer from the server's logic: a 5xx, a time-out, the network.
  if (error.status === undefined || error.status >= 500 || error.code.startsWith('http.')) return { field: 'form', key: 'auth.reset.unavailable' };
  const text = serverMessageOf(error);
  return text ? { field: 'form', text } : { field: 'form', key: 'error.unknown_error' };
}
