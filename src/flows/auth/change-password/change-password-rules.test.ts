// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { passwordChangeProblem } from './change-password-rules';

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
