// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { looksLikeEmail, resetProblem, targetProblem, type ResetValues } from './reset-rules';

const ok: ResetValues = { target: '912 345 678', verificationCode: '482913', newPassword: 'n3w-pass', confirm: 'n3w-pass' };
const PUBLIC_DEFAULT = 'Lvn-mobile-2468';

describe('resetProblem', () => {
  it.each([
    ['sms', {}, null],
    ['sms', { target: '  ' }, { field: 'target', message: 'auth.reset.fill_all' }],
    ['sms', { verificationCode: ' ' }, { field: 'verificationCode', message: 'auth.reset.fill_all' }],
    ['sms', { newPassword: '', confirm: '' }, { field: 'newPassword', message: 'auth.reset.fill_all' }],
    ['sms', { confirm: '' }, { field: 'confirm', message: 'auth.reset.fill_all' }],
    ['sms', { newPassword: 'abc', confirm: 'abc' }, { field: 'newPassword', message: 'auth.changepw.too_short' }],
    ['sms', { newPassword: PUBLIC_DEFAULT, confirm: PUBLIC_DEFAULT }, { field: 'newPassword', message: 'auth.changepw.public_default' }],
    ['sms', { confirm: 'n3w-pasS' }, { field: 'confirm', message: 'auth.changepw.mismatch' }],
    ['email', { target: 'demo@sandbox' }, { field: 'target', message: 'auth.reset.email_invalid' }],
    ['email', { target: ' demo@sandbox.test ' }, null],
    // Passwords are not trimmed: spaces alone are a (too short) password, not an empty field.
    ['sms', { newPassword: '   ', confirm: '   ' }, { field: 'newPassword', message: 'auth.changepw.too_short' }],
  ] as const)('%s %o → %o', (channel, patch, expected) => {
    expect(resetProblem(channel, { ...ok, ...patch }, PUBLIC_DEFAULT)).toEqual(expected);
  });

  it('allows any password where the merchant has no public default', () => {
    expect(resetProblem('sms', { ...ok, newPassword: PUBLIC_DEFAULT, confirm: PUBLIC_DEFAULT }, null)).toBeNull();
  });
});

describe('targetProblem (before "Send code")', () => {
  it('wants something typed, and an address on the email tab', () => {
    expect(targetProblem('sms', '')).toEqual({ field: 'target', message: 'auth.reset.fill_all' });
    expect(targetProblem('sms', '912')).toBeNull();
    expect(targetProblem('email', 'demo')).toEqual({ field: 'target', message: 'auth.reset.email_invalid' });
    expect(['a@b.co', 'a b@c.de', '@c.de', 'a@.'].map(looksLikeEmail)).toEqual([true, false, false, false]);
  });
});
