// @vitest-environment node
// The catalogue (error-policy.ts) applied end to end: a real server answers, and we check what
// the app was asked to do (onNotLoggedIn / onError) and that the promise always rejects.
import { describe, expect, it } from 'vitest';
import { get, post } from './api-client';
import { HttpError } from './http-error';
import { fail, ok, type Reply } from './testing/test-server';
import { rejection, withTestServer } from './testing/with-test-server';

const { setup } = withTestServer();

type Row = [label: string, reply: Reply, url: string, options: { alert?: boolean }, expected: { notLoggedIn: number; alert?: string }];
const rows: Row[] = [
  ['CUSTOMER_NOT_LOGIN', fail('CUSTOMER_NOT_LOGIN', 'Please login'), '/wps/member/info', {}, { notLoggedIn: 1 }],
  ['customer.not.login', fail('customer.not.login'), '/wps/member/info', {}, { notLoggedIn: 1 }],
  ['user.or.token.invalid', fail('user.or.token.invalid'), '/wps/member/info', {}, { notLoggedIn: 1 }],
  ['login.not.session', fail('login.not.session'), '/wps/member/info', {}, { notLoggedIn: 1 }],
  ['HTTP 401', { status: 401, text: '' }, '/wps/member/info', {}, { notLoggedIn: 1 }],
  ['HTTP 401 on an exempt poll', { status: 401, text: '' }, '/wps/relay/CBS_unreadCount', {}, { notLoggedIn: 1 }],
  ['HTTP 502', { status: 502, text: 'Bad Gateway' }, '/wps/member/info', {}, { notLoggedIn: 0 }],
  ['TOO_MANY_REQUEST_SMS', fail('TOO_MANY_REQUEST_SMS', 'Slow down'), '/wps/verification/sms/noLogin', {}, { notLoggedIn: 0 }],
  ['alert: false', fail('bonus.expired', 'Bonus expired'), '/wps/member/info', { alert: false }, { notLoggedIn: 0 }],
  ['exempt /wps/system/status', fail('domain_not_available', 'Blocked'), '/wps/system/status', {}, { notLoggedIn: 0 }],
  ['exempt /wps/session/login', fail('login.cred.err', 'Wrong password'), '/wps/session/login', {}, { notLoggedIn: 0 }],
  ['exempt /wps/session/login/verification', fail('x', 'Bad code'), '/wps/session/login/verification', {}, { notLoggedIn: 0 }],
  ['exempt /wps/member/register/mobile', fail('x', 'Taken'), '/wps/member/register/mobile', {}, { notLoggedIn: 0 }],
  ['exempt /wps/system/test/ping', { status: 500, text: '' }, '/wps/system/test/ping', {}, { notLoggedIn: 0 }],
  ['exempt MCSFE_getPlayerRankProgress', fail('x', 'm'), '/wps/relay/MCSFE_getPlayerRankProgress', {}, { notLoggedIn: 0 }],
  ['server message', fail('bonus.expired', 'Bonus expired'), '/wps/member/info', {}, { notLoggedIn: 0, alert: 'Bonus expired' }],
  ['HTTP 500 with an envelope', { status: 500, json: { success: false, code: 'db', message: 'Try later' } }, '/wps/a', {}, { notLoggedIn: 0, alert: 'Try later' }],
  ['HTTP 500 without a message', { status: 500, text: '<h1>500</h1>' }, '/wps/a', {}, { notLoggedIn: 0, alert: 't(unknown_error)' }],
  ['not an envelope', { text: '<html>' }, '/wps/a', {}, { notLoggedIn: 0, alert: 't(unknown_error)' }],
];

describe('catalogue rows, end to end', () => {
  it.each(rows)('%s', async (_label, reply, url, options, expected) => {
    const { onNotLoggedIn, onError } = await setup(() => reply);
    const error = await rejection(url.startsWith('/wps/session') || url.includes('register') ? post(url, {}, options) : get(url, options));
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
    const { onNotLoggedIn } = await setup((_hit, hits) => ({ ...(replies[hits.length - 1] ?? ok(1)), delayMs: 10 }), {
      onNotLoggedIn: () => new Promise((r) => setTimeout(r, 50)),
    });
    await Promise.all([rejection(get('/wps/a')), rejection(get('/wps/b')), rejection(get('/wps/c'))]);
    expect(onNotLoggedIn).toHaveBeenCalledTimes(1);
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
