// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { defineCall } from '@/lib/wire';
import * as wire from '@/lib/wire/table';
import { call, del, get, post, put } from './api-client';
import { HttpError } from './http-error';
import { memoryStorage } from './testing/memory-storage';
import { WAIT } from '@/lib/testing/wait';
import { fail, ok, startServer, type TestServer } from './testing/test-server';
import { rejection, withTestServer } from './testing/with-test-server';

const { setup } = withTestServer();

/**
 * A request the client gave up on may still be in the server's socket buffer when the client's
 * promise settles: on a busy machine the timeout fires in the same turn of the event loop that
 * would have read it. Wait until the server has read the count sent, then check none more came.
 * Time limits here are 1 s: under npm test's load, 100 ms once aborted a retry before it arrived. */
async function sawHits(server: TestServer, count: number) {
  await vi.waitFor(() => expect(server.hits.length).toBeGreaterThanOrEqual(count), WAIT);
  expect(server.hits).toHaveLength(count);
}

describe('layer 2 requests', () => {
  it('GET: headers, query string, envelope unwrap', async () => {
    const { server } = await setup(() => ok({ countries: ['BR'] }));
    const value = await get('/wps/system/country', { params: { _: 'ACME', n: 2 }, moduleId: 'REG3' });
    expect(value).toEqual({ countries: ['BR'] });
    const [hit] = server.hits;
    expect(hit?.method).toBe('GET');
    expect(hit?.path).toBe('/wps/system/country');
    expect(hit?.query.toString()).toBe('_=ACME&n=2');
    expect(hit?.headers).toMatchObject({ merchant: 'ACME', language: 'EN', authorization: 'tok-123', moduleid: 'REG3' });
  });

  it('POST/PUT/DELETE: JSON body, Content-Type, ModuleId, extra headers', async () => {
    const { server } = await setup(() => ok(true));
    await post('/wps/member/register/autoUsername', { a: 1 }, { moduleId: 'REG3', headers: { Device: 'PWA' } });
    await put('/wps/x', { b: 2 });
    await del('/wps/relay/CSP_fcmUnsubscribe', { registrationToken: 'r', unsubscribeAll: true });
    expect(server.hits.map((hit) => [hit.method, hit.body])).toEqual([
      ['POST', '{"a":1}'],
      ['PUT', '{"b":2}'],
      ['DELETE', '{"registrationToken":"r","unsubscribeAll":true}'],
    ]);
    for (const hit of server.hits) {
      expect(hit.headers['content-type']).toBe('application/json');
      expect(hit.headers).toMatchObject({ merchant: 'ACME', language: 'EN', authorization: 'tok-123' });
    }
    expect(server.hits[0]?.headers).toMatchObject({ moduleid: 'REG3', device: 'PWA' });
    expect(server.hits[1]?.headers.moduleid).toBeUndefined();
  });

  it('no Authorization for a visitor or with auth: false', async () => {
    const { server, session } = await setup(() => ok(1), { token: null });
    await get('/wps/a');
    session.token = 'tok-123';
    await get('/wps/b', { auth: false });
    await post('/wps/c', {}, { auth: false });
    for (const hit of server.hits) expect(hit.headers.authorization).toBeUndefined();
  });

  it('rejects a business error with code, status, message and value', async () => {
    const { onError } = await setup(() => fail('login_verify_required', 'Second factor needed', { sms: true, ga: false }));
    const error = await rejection(post('/wps/session/login', { username: 'u' }, { alert: 'caller' }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 'login_verify_required', status: 200, message: 'Second factor needed', value: { sms: true, ga: false } });
    expect(onError).not.toHaveBeenCalled(); // alert policy 'caller': the login flow shows it
  });

  it("rejects a missing URL with exactly 'url is null', sending nothing", async () => {
    const { server, onError } = await setup(() => ok(1));
    for (const call of [get(null), get(undefined), post(null, {}), put('', {}), del(undefined)]) {
      const error = await rejection(call);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe('url is null');
    }
    expect(server.hits).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
  });

  it('refuses another origin: nothing sent, no token leaked', async () => {
    const evil = await startServer(() => ok('stolen'));
    try {
      const { server, onError } = await setup(() => ok(1));
      const error = await rejection(post(`${evil.origin}/wps/session/login`, { password: 'p' }));
      expect(error).toMatchObject({ code: 'url.offsite' });
      await rejection(get(`//${new URL(evil.origin).host}/wps/member/info`));
      expect(evil.hits).toHaveLength(0);
      expect(server.hits).toHaveLength(0);
      expect(onError).not.toHaveBeenCalled();
    } finally {
      await evil.close();
    }
  });
});

describe('api.call: the row decides', () => {
  it('method, path, ModuleId and the typed answer come from the row; params and body from the caller', async () => {
    const { server } = await setup(() => ok({ countries: [], countryCode: 'VN', countryDialingCode: '+84' }));
    const info = await call(wire.systemCountry, { params: { _: 'ACME' } });
    expect(info.countryCode).toBe('VN'); // typed CountryInfo
    await call(wire.registerAutoUsername, { body: { password: 'x' } as never, headers: { Device: 'PWA' } });
    await call(wire.pushUnsubscribe, { body: { registrationToken: 'r', unsubscribeAll: true } });
    expect(server.hits.map((hit) => [hit.method, hit.path, hit.query.toString(), hit.body])).toEqual([
      ['GET', '/wps/system/country', '_=ACME', ''],
      ['POST', '/wps/member/register/autoUsername', '', '{"password":"x"}'],
      ['DELETE', '/wps/relay/CSP_fcmUnsubscribe', '', '{"registrationToken":"r","unsubscribeAll":true}'],
    ]);
    expect(server.hits[1]?.headers).toMatchObject({ moduleid: 'REG3', device: 'PWA' });
    expect(server.hits[2]?.headers.moduleid).toBeUndefined();
  });

  it("auth 'none' never sends the token; 'public' and 'token' send the one there is", async () => {
    const { server } = await setup(() => ok({}));
    await call(wire.availablePromotions);
    await call(wire.systemCountry, { params: { _: 'ACME' } });
    await call(wire.memberInfo);
    expect(server.hits.map((hit) => hit.headers.authorization)).toEqual([undefined, 'tok-123', 'tok-123']);
  });

  it("alert policy: 'dialog' alerts, 'caller' does not, and a caller may override it", async () => {
    const { onError } = await setup(() => fail('bonus.expired', 'Bonus expired'));
    await rejection(call(wire.memberInfo));
    expect(onError).toHaveBeenCalledExactlyOnceWith('Bonus expired');
    await rejection(call(wire.rankProgress));
    await rejection(call(wire.memberInfo, { alert: 'caller' }));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("the row's timeout replaces the default", async () => {
    const slow = defineCall<Record<never, never>, null>({ method: 'POST', path: '/wps/slow', auth: 'public', alert: 'dialog', timeoutMs: 1000 });
    const { server, onError } = await setup(() => ({ hang: true }));
    const started = Date.now();
    await rejection(call(slow));
    expect(Date.now() - started).toBeLessThan(5_000);
    await sawHits(server, 1);
    expect(onError).toHaveBeenCalledExactlyOnceWith('t(timeout_retry_please)');
  });

  it('an encrypted row never sends its body in the clear', async () => {
    const { server, onError } = await setup(() => ({ status: 500, text: '' }));
    await rejection(call(wire.changePassword, { body: { oldPassword: 'a', newPassword: 'b' } }));
    expect(server.hits.map((hit) => hit.path)).toEqual(['/wps/session/key/rsa']);
    expect(onError).not.toHaveBeenCalled(); // its row says 'caller'
  });
});

describe('GET cache', () => {
  it('serves the second call from sessionStorage, keyed by Language and full URL; flush refetches', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    let n = 0;
    const { server } = await setup(() => ok({ n: ++n }));
    expect(await get('/wps/system/country', { params: { _: 'ACME' }, cache: true })).toEqual({ n: 1 });
    expect(await get('/wps/system/country', { params: { _: 'ACME' }, cache: true })).toEqual({ n: 1 });
    expect(server.hits).toHaveLength(1);
    expect(await get('/wps/system/country', { params: { _: 'OTHER' }, cache: true })).toEqual({ n: 2 });
    expect(await get('/wps/system/country', { params: { _: 'ACME' }, cache: true, flush: true })).toEqual({ n: 3 });
    expect(await get('/wps/system/country', { params: { _: 'ACME' }, cache: true })).toEqual({ n: 3 });
    expect(await get('/wps/system/country', { params: { _: 'ACME' } })).toEqual({ n: 4 }); // no cache option: network
    expect(server.hits).toHaveLength(4);
    expect(sessionStorage.getItem(`http-cache:EN ${server.origin}/wps/system/country?_=ACME`)).toBe('{"v":{"n":3}}');
  });

  it('keeps one answer per language: after a language change the call goes to the network again', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    let language = 'EN';
    const { server } = await setup((req) => ok({ lang: req.headers.language }), { getLanguage: () => language });
    expect(await get('/wps/relay/GCSGAME_newGameVendor', { cache: true })).toEqual({ lang: 'EN' });
    language = 'VI';
    expect(await get('/wps/relay/GCSGAME_newGameVendor', { cache: true })).toEqual({ lang: 'VI' });
    language = 'EN';
    expect(await get('/wps/relay/GCSGAME_newGameVendor', { cache: true })).toEqual({ lang: 'EN' });
    expect(server.hits).toHaveLength(2);
  });

  it('does not cache failures', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    let n = 0;
    const { server } = await setup(() => (++n === 1 ? fail('x', 'no') : ok('yes')));
    await rejection(get('/wps/a', { cache: true }));
    expect(await get('/wps/a', { cache: true })).toBe('yes');
    expect(server.hits).toHaveLength(2);
  });

  it('works when storage throws', async () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    const { server } = await setup(() => ok(7));
    expect(await get('/wps/a', { cache: true })).toBe(7);
    expect(await get('/wps/a', { cache: true, flush: true })).toBe(7);
    expect(server.hits).toHaveLength(2);
  });
});

describe('shared in-flight GETs', () => {
  it('concurrent identical GETs make one request', async () => {
    const { server } = await setup(() => ({ ...ok({ x: 1 }), delayMs: 40 }));
    const results = await Promise.all([get('/wps/member/info', { params: { a: 1 } }), get('/wps/member/info', { params: { a: 1 } }), get('/wps/member/info?a=1')]);
    expect(results).toEqual([{ x: 1 }, { x: 1 }, { x: 1 }]);
    expect(server.hits).toHaveLength(1);
    await get('/wps/member/info', { params: { a: 1 } }); // settled: a new call goes out again
    expect(server.hits).toHaveLength(2);
  });

  it('different query or auth are different requests', async () => {
    const { server } = await setup(() => ({ ...ok(1), delayMs: 20 }));
    await Promise.all([get('/wps/a', { params: { p: 1 } }), get('/wps/a', { params: { p: 2 } }), get('/wps/a', { params: { p: 1 }, auth: false })]);
    expect(server.hits).toHaveLength(3);
  });

  it('a shared failure alerts once', async () => {
    const { onError } = await setup(() => ({ ...fail('bonus.expired', 'Bonus expired'), delayMs: 20 }));
    const errors = await Promise.all([rejection(get('/wps/a')), rejection(get('/wps/a'))]);
    expect(errors[0]).toBeInstanceOf(HttpError);
    expect(errors[1]).toBe(errors[0]);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('retries', () => {
  it('a GET is retried once after a network error', async () => {
    const { server, onError } = await setup((_hit, hits) => (hits.length === 1 ? { destroy: true } : ok('second')));
    expect(await get('/wps/member/info')).toBe('second');
    expect(server.hits).toHaveLength(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it('a GET is retried once after a timeout, and only once', async () => {
    const { server, onError } = await setup(() => ({ hang: true }));
    const error = await rejection(get('/wps/member/info', { timeoutMs: 1000 }));
    expect(error).toMatchObject({ code: 'ECONNABORTED' });
    await sawHits(server, 2);
    expect(onError).toHaveBeenCalledExactlyOnceWith('t(timeout_retry_please)');
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('%s is never retried', async (method) => {
    const { server, onError } = await setup(() => ({ destroy: true }));
    const call = method === 'POST' ? post : method === 'PUT' ? put : del;
    const error = await rejection(call('/wps/member/language', { language: 'EN' }));
    expect(error).toMatchObject({ code: 'network.error' });
    expect(server.hits).toHaveLength(1);
    expect(onError).toHaveBeenCalledExactlyOnceWith('t(unknown_error)');
  });

  it('a POST timeout alerts timeout_retry_please and is not retried', async () => {
    const { server, onError } = await setup(() => ({ hang: true }));
    await rejection(post('/wps/member/language', { language: 'EN' }, { timeoutMs: 1000 }));
    await sawHits(server, 1);
    expect(onError).toHaveBeenCalledExactlyOnceWith('t(timeout_retry_please)');
  });

  it('tells the app once when a call got no answer after its retry (the app then pings)', async () => {
    const onNetworkFailure = vi.fn();
    const { server } = await setup((_hit, hits) => (hits.length <= 2 ? { destroy: true } : ok('later')), { onNetworkFailure });
    await rejection(get('/wps/member/info'));
    expect(server.hits).toHaveLength(2);
    expect(onNetworkFailure).toHaveBeenCalledTimes(1);
    await rejection(post('/wps/member/language', { language: 'EN' }, { timeoutMs: 1000 }));
    expect(onNetworkFailure).toHaveBeenCalledTimes(1); // answered ('later'): the line is fine
  });

  it('does not call the line check for a retried success, an answer with an error, or a throwing hook', async () => {
    const onNetworkFailure = vi.fn(() => {
      throw new Error('broken hook');
    });
    const { server } = await setup((_hit, hits) => (hits.length === 1 ? { destroy: true } : hits.length === 2 ? ok('second') : { status: 500, text: 'x' }), { onNetworkFailure });
    expect(await get('/wps/member/info')).toBe('second');
    expect(await rejection(get('/wps/member/info'))).toMatchObject({ code: 'http.500' });
    expect(onNetworkFailure).not.toHaveBeenCalled();
    server.hits.length = 0;
    await server.close();
    const error = await rejection(get('/wps/member/info'));
    expect(error).toMatchObject({ code: 'network.error' }); // the hook threw; the call still rejects as it should
    expect(onNetworkFailure).toHaveBeenCalledTimes(1);
  });

  it('a GET that says retry: false gets one attempt, after a timeout or a network error (the status call)', async () => {
    const { server, onError } = await setup((_hit, hits) => (hits.length === 1 ? { hang: true } : { destroy: true }));
    expect(await rejection(get('/wps/system/status', { timeoutMs: 1000, retry: false, alert: 'caller' }))).toMatchObject({ code: 'ECONNABORTED' });
    await sawHits(server, 1);
    expect(await rejection(call(wire.systemStatus, { params: { device: 'MOBILE', track: '', originalDomain: 'x', url: 'x' }, retry: false }))).toMatchObject({ code: 'network.error' });
    await sawHits(server, 2);
    expect(onError).not.toHaveBeenCalled();
  });
  it('an HTTP error status is not retried', async () => {
    const { server } = await setup(() => ({ status: 500, text: 'oops' }));
    await rejection(get('/wps/member/info'));
    expect(server.hits).toHaveLength(1);
  });
});
