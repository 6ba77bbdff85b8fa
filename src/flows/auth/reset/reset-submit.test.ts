import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Http from '@/lib/http';
import { CipherUnavailableError, HttpError } from '@/lib/http';
import { readRemembered, rememberLogin, setKeyStore } from '@/lib/remember/remember-store';
import { memoryKeyStore } from '@/lib/remember/testing/memory-key-store';
import { passwordReset } from '@/lib/wire/calls/password-reset';
import { passwordResetCode } from '@/lib/wire/calls/password-reset-code';
import { CaptchaError } from '../captcha';
import { resetFailureOf, resetPassword, sendResetCode } from './reset-submit';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http', async (original) => ({ ...(await original<typeof Http>()), api: { call } }));

beforeEach(() => {
  setKeyStore(memoryKeyStore());
  call.mockReset();
});
afterEach(() => localStorage.clear());

describe('sendResetCode', () => {
  it('sends the number as typed but without spaces, the dialing code, and the v4 captcha only', async () => {
    call.mockResolvedValue({ expirationTime: 1_700_000_060_000 });
    const value = await sendResetCode({ channel: 'sms', countryDialingCode: '+84', mobileNum: ' 0912 345-678 ' }, { geetestValidateV4: '{"lot_number":"x"}', geetestSeccode: 'v3' });
    expect(value).toEqual({ expirationTime: 1_700_000_060_000 });
    expect(call).toHaveBeenCalledWith(passwordResetCode, { body: { channel: 'sms', countryDialingCode: '+84', mobileNum: '0912345678', geetestValidateV4: '{"lot_number":"x"}' } });
  });

  it('sends the address trimmed, no dialing code when the merchant has none, and reads a missing value as none', async () => {
    call.mockResolvedValue(null);
    expect(await sendResetCode({ channel: 'email', email: ' demo@sandbox.test ' }, { geetestValidateV4: 'ignored' })).toEqual({});
    expect(call).toHaveBeenLastCalledWith(passwordResetCode, { body: { channel: 'email', email: 'demo@sandbox.test' } });
    await sendResetCode({ channel: 'sms', countryDialingCode: '', mobileNum: '912345678' });
    expect(call).toHaveBeenLastCalledWith(passwordResetCode, { body: { channel: 'sms', mobileNum: '912345678' } });
  });
});

describe('resetPassword', () => {
  it("answers the account and forgets its remembered login, not another account's", async () => {
    await rememberLogin({ type: 'username', username: 'member1', merchant: 'LVN', password: 'member1234' });
    call.mockResolvedValue({ userName: 'demo' });
    expect(await resetPassword({ channel: 'email', email: 'demo@sandbox.test' }, ' 482913 ', ' n3w pass', 'LVN')).toBe('demo');
    expect(call).toHaveBeenCalledWith(passwordReset, { body: { channel: 'email', email: 'demo@sandbox.test', verificationCode: '482913', newPassword: ' n3w pass' } });
    expect(await readRemembered()).toMatchObject({ username: 'member1' });
    call.mockResolvedValue({ userName: 'Member1' });
    await resetPassword({ channel: 'sms', countryDialingCode: '+84', mobileNum: '912000001' }, '1', 'n3w-pass', 'LVN');
    expect(await readRemembered()).toBeNull();
  });

  it('keeps the remembered login when the reset is refused (the old password still works)', async () => {
    await rememberLogin({ type: 'username', username: 'demo', merchant: 'LVN', password: 'demo1234' });
    call.mockRejectedValue(new HttpError({ code: 'verification.code.err', status: 200, message: 'wrong' }));
    await expect(resetPassword({ channel: 'email', email: 'demo@sandbox.test' }, '1', 'n3w-pass', 'LVN')).rejects.toThrow('wrong');
    expect(await readRemembered()).toMatchObject({ username: 'demo', password: 'demo1234' });
  });
});

describe('resetFailureOf: where the page says what', () => {
  // null: no response arrived (status undefined), as for a time-out or a network error.
  const http = (code: string, status: number | null = 200, message = 'Server words') => new HttpError({ code, status: status ?? undefined, message });
  it.each([
    [http('verification.code.err'), { field: 'verificationCode', key: 'auth.reset.code_wrong' }],
    [http('verification.code.expired'), { field: 'verificationCode', key: 'auth.reset.code_expired' }],
    [http('TOO_MANY_REQUEST_VERIFY', 200, ''), { field: 'verificationCode', key: 'auth.reset.code_void', renew: true }],
    [http('password.invalid'), { field: 'newPassword', key: 'auth.reset.password_invalid' }],
    [http('mobile.invalid'), { field: 'target', key: 'auth.reset.mobile_invalid' }],
    [http('email.invalid'), { field: 'target', key: 'auth.reset.email_invalid' }],
    [http('captcha.invalid'), { field: 'verificationCode', key: 'auth.reset.captcha' }],
    [new CaptchaError('verify_first', 'Please complete the verification first.'), { field: 'verificationCode', text: 'Please complete the verification first.' }],
    [http('http.503', 503), { field: 'form', key: 'auth.reset.unavailable' }],
    [http('http.502', 502), { field: 'form', key: 'auth.reset.unavailable' }],
    [http('ECONNABORTED', null, 'timeout'), { field: 'form', key: 'auth.reset.unavailable' }],
    [http('network.error', null, 'Network Error'), { field: 'form', key: 'auth.reset.unavailable' }],
    [http('merchant.closed'), { field: 'form', text: 'Server words' }],
    [http('response.invalid', 200, 'not an envelope'), { field: 'form', key: 'error.unknown_error' }],
    [new CipherUnavailableError('key-fetch-failed'), { field: 'form', key: 'error.secure_login_unavailable' }],
    [new Error('boom'), { field: 'form', key: 'error.unknown_error' }],
  ])('%o → %o', (error, expected) => {
    expect(resetFailureOf(error)).toEqual(expected);
  });
});
