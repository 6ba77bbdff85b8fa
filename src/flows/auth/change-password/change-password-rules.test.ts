// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newPasswordProblem, passwordChangeProblem } from './change-password-rules';

describe('passwordChangeProblem', () => {
  it.each([
    [{ oldPassword: '', newPassword: 'abcdef', confirm: 'abcdef' }, { field: 'oldPassword', message: 'auth.changepw.fill_all' }],
    [{ oldPassword: '123456', newPassword: '', confirm: '' }, { field: 'newPassword', message: 'auth.changepw.fill_all' }],
    [{ oldPassword: '123456', newPassword: 'abcdef', confirm: '' }, { field: 'confirm', message: 'auth.changepw.fill_all' }],
    [{ oldPassword: '123456', newPassword: 'abc12', confirm: 'abc12' }, { field: 'newPassword', message: 'auth.changepw.too_short' }],
    [{ oldPassword: '123456', newPassword: '123456', confirm: '123456' }, { field: 'newPassword', message: 'auth.changepw.same' }],
    [{ oldPassword: '123456', newPassword: 'abcdef', confirm: 'abcdeg' }, { field: 'confirm', message: 'auth.changepw.mismatch' }],
    [{ oldPassword: '123456', newPassword: 'abcdef', confirm: 'abcdef' }, null],
    [{ oldPassword: '123456', newPassword: ' spaced pass ', confirm: ' spaced pass ' }, null],
  ])('%o → %o', (values, expected) => {
    expect(passwordChangeProblem(values)).toEqual(expected);
  });
});

describe('newPasswordProblem (the forgotten-password page has no current password)', () => {
  it.each([
    [{ newPassword: 'abc12', confirm: 'abc12' }, null, { field: 'newPassword', message: 'auth.changepw.too_short' }],
    [{ newPassword: 'Lvn-mobile-2468', confirm: 'Lvn-mobile-2468' }, 'Lvn-mobile-2468', { field: 'newPassword', message: 'auth.changepw.public_default' }],
    [{ newPassword: 'Lvn-mobile-2468', confirm: 'Lvn-mobile-2468' }, null, null],
    [{ newPassword: 'abcdef', confirm: 'abcdeF' }, 'Lvn-mobile-2468', { field: 'confirm', message: 'auth.changepw.mismatch' }],
    [{ newPassword: ' spaced pass ', confirm: ' spaced pass ' }, 'Lvn-mobile-2468', null],
  ])('%o with public default %s → %o', (values, publicDefault, expected) => {
    expect(newPasswordProblem(values, publicDefault)).toEqual(expected);
  });
});
