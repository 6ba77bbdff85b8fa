/**
 * The change-password form's checks, before anything is sent (the server checks again:
 * `password.old.err`, `password.invalid`, `password.same`, docs/wire-contract.md).
 *
 *   passwordChangeProblem({ oldPassword: 'x', newPassword: 'abc', confirm: 'abc' })  → { field: 'newPassword', message: 'auth.changepw.too_short' }
 *
 * Minimum length 6: the server's rule for new passwords (and the authentication provider's).
 * Passwords are never trimmed: a space may be part of one.
 */
export const MIN_PASSWORD_LENGTH = 6;

export type PasswordChangeField = 'oldPassword' | 'newPassword' | 'confirm';
export type PasswordChangeValues = Record<PasswordChangeField, string>;

export function passwordChangeProblem(v: PasswordChangeValues): { field: PasswordChangeField; message: string } | null {
  const empty = (['oldPassword', 'newPassword', 'confirm'] as const).find((f) => !v[f]);
  if (empty) return { field: empty, message: 'auth.changepw.fill_all' };
  if (v.newPassword.length < MIN_PASSWORD_LENGTH) return { field: 'newPassword', message: 'auth.changepw.too_short' };
  if (v.newPassword === v.oldPassword) return { field: 'newPassword', message: 'auth.changepw.same' };
  return newPasswordProblem(v);
}

/**
 * The new password's own rules, shared with the forgotten-password page (reset/reset-rules.ts),
 * which has no current password to compare with. `publicDefault`: the merchant's mobile
 * registration default, readable by anyone in its manifest, so never a password a reset may set.
 *
 *   newPasswordProblem({ newPassword: 'Lvn-mobile-2468', confirm: 'Lvn-mobile-2468' }, 'Lvn-mobile-2468')
 *   → { field: 'newPassword', message: 'auth.changepw.public_default' }
 */
export function newPasswordProblem(v: Pick<PasswordChangeValues, 'newPassword' | 'confirm'>, publicDefault?: string | null): { field: 'newPassword' | 'confirm'; message: string } | null {
  if (v.newPassword.length < MIN_PASSWORD_LENGTH) return { field: 'newPassword', message: 'auth.changepw.too_short' };
  if (publicDefault && v.newPassword === publicDefault) return { field: 'newPassword', message: 'auth.changepw.public_default' };
  if (v.confirm !== v.newPassword) return { field: 'confirm', message: 'auth.changepw.mismatch' };
  return null;
}
