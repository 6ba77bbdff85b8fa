// @vitest-environment node
// The catalogue (error-policy.ts) applied end to end: a real server answers, and we check what
// the app was asked to do (onNotLoggedIn / onError) and that the promise always rejects.
import { describe, expect, it } from 'vitest';
import * as wire from '@/lib/wire/table';
import type { AlertPolicy, WireCall } from '@/lib/wire';
import { get, post } from './api-client';
import { HttpError } from './http-error';
import { fail, ok, type Reply } from './testing/test-server';
import { rejection, withTestServer } from './testing/with-test-server';

const { setup } = withTestServer();

// A row of the contract is sent with its own alert policy (as `api.call` does), over the plain
// layer so that encrypted rows need no key here.
type Target = string | WireCall;
type Row = [label: string, reply: Reply, target: Target, options: { alert?: AlertPolicy }, expected: { notLoggedIn: number; alert?: string }];
const rows: Row[] = [
  ['CUSTOMER_NOT_LOGIN', fail('CUSTOMER_NOT_LOGIN', 'Please login'), wire.memberInfo, {}, { notLoggedIn: 1 }],
  ['customer.not.login', fail('customer.not.login'), wire.memberInfo, {}, { notLoggedIn: 1 }],
  ['user.or.token.invalid', fail('user.or.token.invalid'), wire.memberInfo, {}, { notLoggedIn: 1 }],
  ['login.not.session', fail('login.not.session'), wire.memberInfo, {}, { notLoggedIn: 1 }],
  ['HTTP 401', { status: 401, text: '' }, wire.memberInfo, {}, { notLoggedIn: 1 }],
  ['HTTP 401 on a no-dialog poll', { status: 401, text: '' }, wire.unreadCount, {}, { notLoggedIn: 1 }],
  ['HTTP 502', { status: 502, text: 'Bad Gateway' }, wire.memberInfo, {}, { notLoggedIn: 0 }],
  ['TOO_MANY_REQUEST_SMS', fail('TOO_MANY_REQUEST_SMS', 'Slow down'), wire.smsNoLogin, {}, { notLoggedIn: 0 }],
  ["a caller's override to 'caller'", fail('bonus.expired', 'Bonus expired'), wire.memberInfo, { alert: 'caller' }, { notLoggedIn: 0 }],
  ['row systemStatus (caller)', fail('domain_not_available', 'Blocked'), wire.systemStatus, {}, { notLoggedIn: 0 }],
  ['row login (caller)', fail('login.cred.err', 'Wrong password'), wire.login, {}, { notLoggedIn: 0 }],
  ['row loginVerification (caller)', fail('x', 'Bad code'), wire.loginVerification, {}, { notLoggedIn: 0 }],
  ['row registerMobile (caller)', fail('x', 'Taken'), wire.registerMobile, {}, { notLoggedIn: 0 }],
  ['row ping (caller)', { status: 500, text: '' }, wire.ping, {}, { notLoggedIn: 0 }],
  ['row rankProgress (caller)', fail('x', 'm'), wire.rankProgress, {}, { notLoggedIn: 0 }],
  ['server message', fail('bonus.expired', 'Bonus expired'), wire.memberInfo, {}, { notLoggedIn: 0, alert: 'Bonus expired' }],
  ['HTTP 500 with an envelope', { status: 500, json: { success: false, code: 'db', message: 'Try later' } }, '/wps/a', {}, { notLoggedIn: 0, alert: 'Try later' }],
  ['HTTP 500 without a message', { status: 500, text: '<h1>500</h1>' }, '/wps/a', {}, { notLoggedIn: 0, alert: 't(unknown_error)' }],
  ['not an envelope', { text: '<html>' }, '/wps/a', {}, { notLoggedIn: 0, alert: 't(unknown_error)' }],
];

function send(target: Target, options: { alert?: AlertPolicy }): Promise<unknown> {
  if (typeof target === 'string') return get(target, options);
  const withPolicy = { alert: options.alert ?? target.alert };
  return target.method === 'GET' ? get(target.path, withPolicy) : post(target.path, {}, withPolicy);
}

describe('catalogue rows, end to end', () => {
  it.each(rows)('%s', async (_label, reply, target, options, expected) => {
    const { onNotLoggedIn, onError } = await setup(() => reply);
    const error = await rejection(send(target, options));
    expect(error).toBeInstanceOf(HttpError); // always rejects
    expect(onNotLoggedIn).toHaveBeenCalledTimes(expected.notLoggedIn);
    if (expected.alert) expect(onError).toHaveBeenCalledExactlyOnceWith(expected.alert);
    else expect(onError).not.toHaveBeenCalled();
  });
});

describe('not-logged-in bursts', () => {
  it('3 concurrent 401s → onNotLoggedIn once', async () => {
    let release!: () => void;
    const settled = new Promise<void>((resolve) => (release = resolve));
    const { onNotLoggedIn, onError } = await setup(() => ({ status: 401, text: '' }), { onNotLoggedIn: () => settled });
    const errors = await Promise.all([rejection(get('/wps/a')), rejection(get('/wps/b')), rejection(post('/wps/c', {}))]);
    expect(errors.every((e) => e instanceof HttpError && e.status === 401)).toBe(true);
    // a straggler while the app's dialog is still open
    await rejection(get('/wps/d'));
    expect(onNotLoggedIn).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();

    release();
    await settled;
    await new Promise((r) => setTimeout(r, 0));
    await rejection(get('/wps/e')); // a new burst after it settled (same session still): called again
    expect(onNotLoggedIn).toHaveBeenCalledTimes(2);
  });

  it('mixed codes in one burst count as one', async () => {
    const replies: Reply[] = [fail('CUSTOMER_NOT_LOGIN'), { status: 401, text: '' }, fail('user.or.token.invalid')];
    let release!: () => void;
    const settled = new Promise<void>((resolve) => (release = resolve));
    const { onNotLoggedIn } = await setup((_hit, hits) => ({ ...(replies[hits.length - 1] ?? ok(1)), delayMs: 10 }), {
      onNotLoggedIn: () => settled, // the app's dialog stays open until all three have answered
    });
    await Promise.all([rejection(get('/wps/a')), rejection(get('/wps/b')), rejection(get('/wps/c'))]);
    expect(onNotLoggedIn).toHaveBeenCalledTimes(1);
    release();
  });

  it('a stale 401 from a session that already ended does not log out again', async () => {
    const { session, onNotLoggedIn } = await setup(() => ({ status: 401, text: '', delayMs: 30 }));
    const pending = rejection(get('/wps/member/info'));
    await new Promise((r) => setTimeout(r, 5));
    session.token = 'tok-NEW'; // the player logged in again meanwhile
    expect(await pending).toMatchObject({ status: 401 });
    expect(onNotLoggedIn).not.toHaveBeenCalled();
  });

  it('onNotLoggedIn throwing does not block the next burst', async () => {
    const { onNotLoggedIn } = await setup(() => ({ status: 401, text: '' }), {
      onNotLoggedIn: () => {
        throw new Error('ui broke');
      },
    });
    await rejection(get('/wps/a'));
    await new Promise((r) => setTimeout(r, 0));
    await rejection(get('/wps/b'));
    expect(onNotLoggedIn).toHaveBeenCalledTimes(2);
  });
});
