// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CipherUnavailableError, HttpError } from '@/lib/http';
import { registerFailureMessage } from './register-failure';

const t = (key: string) => `t(${key})`;
const http = (code: string, message = '', status: number | undefined = 200) => new HttpError({ code, message, status, path: '/wps/member/register' });

describe('registerFailureMessage (a failed registration alerts with the server message)', () => {
  it('shows the server message', () => {
    expect(registerFailureMessage(http('member.exists', 'This username is already taken.'), t)).toBe('This username is already taken.');
  });
  it('says what happened when the server could not', () => {
    expect(registerFailureMessage(new CipherUnavailableError('key-fetch-failed'), t)).toBe('t(error.secure_login_unavailable)');
    expect(registerFailureMessage(http('ECONNABORTED', 'timeout of 30000ms exceeded', undefined), t)).toBe('t(error.timeout_retry_please)');
    expect(registerFailureMessage(http('http.502', 'Bad Gateway', 502), t)).toBe('t(error.unknown_error)');
    expect(registerFailureMessage(http('TOO_MANY_REQUEST_REG'), t)).toBe('t(error.unknown_error)');
    expect(registerFailureMessage(new Error('boom'), t)).toBe('t(error.unknown_error)');
  });
  it('stays quiet for aborts and when the logout flow speaks', () => {
    expect(registerFailureMessage(http('ERR_CANCELED', 'canceled', undefined), t)).toBeNull();
    expect(registerFailureMessage(http('CUSTOMER_NOT_LOGIN', 'please login'), t)).toBeNull();
    expect(registerFailureMessage(http('http.401', '', 401), t)).toBeNull();
  });
});
