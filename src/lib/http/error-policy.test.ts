// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as wire from '@/lib/wire/table';
import type { AlertPolicy, WireCall } from '@/lib/wire';
import { classifyFailure, type FailureInput } from './error-policy';

const base: FailureInput = { alert: 'dialog' };
const classify = (input: Partial<FailureInput>) => classifyFailure({ ...base, ...input });

// One block per row of the error catalogue (error-policy.ts) that the transport decides, in catalogue order.
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

  it("not-logged-in wins over a 'caller' alert policy (the session is gone either way)", () => {
    expect(classify({ status: 401, alert: 'caller' })).toEqual({ action: 'not-logged-in' });
    expect(classify({ status: 200, code: 'CUSTOMER_NOT_LOGIN', alert: wire.unreadCount.alert })).toEqual({ action: 'not-logged-in' });
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

  it("alert policy 'caller' → reject without dialog", () => {
    expect(classify({ status: 200, code: 'bonus.expired', message: 'Bonus expired', alert: 'caller' })).toEqual({ action: 'reject' });
    expect(classify({ code: 'ECONNABORTED', alert: 'caller' })).toEqual({ action: 'reject' });
    expect(classify({ code: 'cipher.unavailable', alert: 'caller' })).toEqual({ action: 'reject' });
  });

  // The policy comes from each call's row (lib/wire/table.ts). These are the calls whose failures
  // never raised the generic dialog before the rows carried it (the former exempt paths and the
  // `alert: false` call sites), and those that did: the table pins that behaviour.
  const policies: [WireCall, AlertPolicy][] = [
    [wire.systemStatus, 'caller'], // the app's own notice dialog
    [wire.login, 'caller'], // the login forms show the message
    [wire.loginVerification, 'caller'], // the second-factor modal
    [wire.register, 'caller'], // the register flow, with a fresh captcha
    [wire.registerMobile, 'caller'],
    [wire.registerAutoUsername, 'caller'],
    [wire.registerFirebase, 'caller'],
    [wire.ping, 'caller'], // 'network unstable' toast
    [wire.unreadCount, 'caller'], // background badge poll
    [wire.rankProgress, 'caller'], // optional widget
    [wire.changePassword, 'caller'],
    [wire.systemCountry, 'caller'],
    [wire.geetestChallenge, 'caller'],
    [wire.customerService, 'caller'],
    [wire.availablePromotions, 'caller'],
    [wire.depositSettings, 'caller'],
    [wire.gameVendors, 'caller'],
    [wire.launchGame, 'caller'], // the launch page: timeout or server message, Retry and Back
    [wire.gameTrialLaunch, 'caller'], // the trial page, the same way
    [wire.gameTrialLaunchSync, 'caller'],
    [wire.memberLanguage, 'caller'],
    [wire.endSession, 'caller'],
    [wire.pushBind, 'caller'],
    [wire.pushSubscribe, 'caller'],
    [wire.pushUnsubscribe, 'caller'],
    [wire.memberInfo, 'dialog'],
    [wire.smsNoLogin, 'dialog'], // TOO_MANY_REQUEST_SMS stays silent by the catalogue
    [wire.launchChat, 'caller'], // the chat page: timeout or server message, Retry and Back
  ];
  it.each(policies.map(([row, policy]) => [row.path, row, policy] as const))('%s: its row says %s', (_path, row, policy) => {
    expect(row.alert).toBe(policy);
    const failure = classify({ status: 200, code: 'login.cred.err', message: 'Wrong password', alert: row.alert });
    expect(failure).toEqual(policy === 'caller' ? { action: 'reject' } : { action: 'alert', message: 'Wrong password' });
    expect(classify({ code: 'ECONNABORTED', alert: row.alert }).action).toBe(policy === 'caller' ? 'reject' : 'alert');
  });

  it.each(['ECONNABORTED', 'ETIMEDOUT'])('%s → alert timeout_retry_please', (code) => {
    expect(classify({ code })).toEqual({ action: 'alert', messageKey: 'timeout_retry_please' });
  });

  it('cipher failure → alert secure_login_unavailable (where no flow shows its own)', () => {
    expect(classify({ code: 'cipher.unavailable' })).toEqual({ action: 'alert', messageKey: 'secure_login_unavailable' });
    expect(classify({ code: 'cipher.unavailable', alert: wire.login.alert })).toEqual({ action: 'reject' });
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

  it("our own refusals and caller aborts → reject, even with alert policy 'dialog'", () => {
    for (const code of ['url.null', 'url.offsite', 'ERR_CANCELED']) expect(classify({ code })).toEqual({ action: 'reject' });
  });
});
