import { describe, expect, it } from 'vitest';
import { classifyFailure, DIALOG_EXEMPT_PATHS, isDialogExempt, type FailureInput } from './error-policy';

const base: FailureInput = { url: '/wps/member/info', alert: true };
const classify = (input: Partial<FailureInput>) => classifyFailure({ ...base, ...input });

// One block per row of product-spec section 8 that the transport decides, in catalogue order.
describe('classifyFailure, row by row', () => {
  it('CUSTOMER_NOT_LOGIN → not-logged-in', () => {
    expect(classify({ status: 200, code: 'CUSTOMER_NOT_LOGIN', message: 'Please login' })).toEqual({ action: 'not-logged-in' });
  });

  it.each(['customer.not.login', 'user.or.token.invalid', 'login.not.session'])('code %s → act as logout', (code) => {
    expect(classify({ status: 200, code })).toEqual({ action: 'not-logged-in' });
  });

  it('HTTP 401 → not-logged-in, whatever the body', () => {
    expect(classify({ status: 401 })).toEqual({ action: 'not-logged-in' });
    expect(classify({ status: 401, code: 'http.401' })).toEqual({ action: 'not-logged-in' });
  });

  it('not-logged-in wins over alert:false and over exempt URLs (the session is gone either way)', () => {
    expect(classify({ status: 401, alert: false })).toEqual({ action: 'not-logged-in' });
    expect(classify({ status: 401, url: '/wps/relay/CBS_unreadCount' })).toEqual({ action: 'not-logged-in' });
  });

  it('HTTP 502 → silent', () => {
    expect(classify({ status: 502, code: 'http.502' })).toEqual({ action: 'silent' });
    expect(classify({ status: 502, code: 'gateway', message: 'Bad gateway' })).toEqual({ action: 'silent' });
  });

  it.each(['TOO_MANY_REQUEST', 'TOO_MANY_REQUEST_SMS', 'TOO_MANY_REQUESTS'])('code %s → silent', (code) => {
    expect(classify({ status: 200, code, message: 'Slow down' })).toEqual({ action: 'silent' });
  });

  it('a code merely containing TOO_MANY_REQUEST is not silent', () => {
    expect(classify({ status: 200, code: 'X_TOO_MANY_REQUEST', message: 'm' })).toEqual({ action: 'alert', message: 'm' });
  });

  it('alert: false → reject without dialog', () => {
    expect(classify({ status: 200, code: 'bonus.expired', message: 'Bonus expired', alert: false })).toEqual({ action: 'reject' });
    expect(classify({ code: 'ECONNABORTED', alert: false })).toEqual({ action: 'reject' });
  });

  it.each([
    '/wps/system/status',
    '/wps/session/login',
    '/wps/session/login/verification',
    '/wps/member/register',
    '/wps/member/register/mobile',
    '/wps/member/register/autoUsername',
    '/wps/system/test/ping',
    '/wps/relay/CBS_unreadCount',
    '/wps/relay/MCSFE_getPlayerRankProgress',
    'https://m.example.com/wps/session/login?x=1',
  ])('exempt URL %s → reject without dialog', (url) => {
    expect(classify({ url, status: 200, code: 'login.cred.err', message: 'Wrong password' })).toEqual({ action: 'reject' });
    expect(classify({ url, code: 'ECONNABORTED' })).toEqual({ action: 'reject' });
  });

  it('exemption matches paths exactly, not by resemblance', () => {
    expect(isDialogExempt('/wps/session/loginX')).toBe(false);
    expect(isDialogExempt('/wps/member/registerX')).toBe(false);
    expect(isDialogExempt('/wps/session/login/other')).toBe(false);
    expect(isDialogExempt('/wps/member/info')).toBe(false);
  });

  it('every exemption says why', () => {
    for (const entry of DIALOG_EXEMPT_PATHS) expect(entry.path).toMatch(/^\/wps\//);
  });

  it.each(['ECONNABORTED', 'ETIMEDOUT'])('%s → alert timeout_retry_please', (code) => {
    expect(classify({ code })).toEqual({ action: 'alert', messageKey: 'timeout_retry_please' });
  });

  it('cipher failure → alert secure_login_unavailable (where no flow shows its own)', () => {
    expect(classify({ code: 'cipher.unavailable' })).toEqual({ action: 'alert', messageKey: 'secure_login_unavailable' });
    expect(classify({ code: 'cipher.unavailable', url: '/wps/session/login' })).toEqual({ action: 'reject' });
  });

  it('anything else → alert with the server message', () => {
    expect(classify({ status: 200, code: 'bonus.expired', message: 'Bonus expired' })).toEqual({ action: 'alert', message: 'Bonus expired' });
    expect(classify({ status: 500, code: 'http.500', message: ' Server busy ' })).toEqual({ action: 'alert', message: 'Server busy' });
  });

  it("anything else without a message → alert 'unknown_error'", () => {
    expect(classify({ status: 500, code: 'http.500' })).toEqual({ action: 'alert', messageKey: 'unknown_error' });
    expect(classify({ code: 'network.error' })).toEqual({ action: 'alert', messageKey: 'unknown_error' });
    expect(classify({ status: 200, code: 'x', message: '   ' })).toEqual({ action: 'alert', messageKey: 'unknown_error' });
  });

  it('our own refusals and caller aborts → reject, even with alert: true', () => {
    for (const code of ['url.null', 'url.offsite', 'ERR_CANCELED']) expect(classify({ code })).toEqual({ action: 'reject' });
  });
});
