import { newPasswordProblem } from '../change-password/change-password-rules';

/**
 * The forgotten-password form's checks, before anything is sent (the server checks again:
 * `mobile.invalid`, `email.invalid`, `password.invalid`, docs/wire-contract.md). The new password
 * follows the change-password page's rules (change-password-rules.ts: at least 6 characters,
 * confirmed), and is never the merchant's public mobile default password.
 *
 *   resetProblem('email', { target: 'demo@', verificationCode: '1', newPassword: 'abcdef', confirm: 'abcdef' }, null)
 *   → { field: 'target', message: 'auth.reset.email_invalid' }
 *
 * The number and the code are trimmed (as sent); passwords never are: a space may be part of one.
 */
export type ResetChannel = 'sms' | 'email';
export type ResetField = 'target' | 'verificationCode' | 'newPassword' | 'confirm';
export type ResetValues = Record<ResetField, string>;
export interface ResetProblem {
  field: ResetField;
  /** An i18n key. */
  message: string;
}

const FIELDS: readonly ResetField[] = ['target', 'verificationCode', 'newPassword', 'confirm'];

/** One @, a dot after it, no spaces: enough to catch a typo before a code is asked for. */
export const looksLikeEmail = (typed: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed.trim());

/** What keeps "Send code" from sending: nothing typed, or (email) not an address. */
export function targetProblem(channel: ResetChannel, target: string): ResetProblem | null {
  if (!target.trim()) return { field: 'target', message: 'auth.reset.fill_all' };
  if (channel === 'email' && !looksLikeEmail(target)) return { field: 'target', message: 'auth.reset.email_invalid' };
  return null;
}

export function resetProblem(channel: ResetChannel, v: ResetValues, publicDefault: string | null | undefined): ResetProblem | null {
  const empty = FIELDS.find((f) => (f === 'newPassword' || f === 'confirm' ? !v[f] : !v[f].trim()));
  if (empty) return { field: empty, message: 'auth.reset.fill_all' };
  return targetProblem(channel, v.target) ?? newPasswordProblem(v, publicDefault);
}
