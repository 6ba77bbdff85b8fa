// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useFixtureSandbox } from './testing/fixture-sandbox';
import { SEED_ACCOUNTS } from './seed-members';

const fx = useFixtureSandbox();

const control = (path: string, body: unknown) =>
  fetch(`${fx.sandbox.url}/__sandbox/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('the /wps dispatcher', () => {
  it('refuses an unknown or missing Merchant header with HTTP 400', async () => {
    for (const headers of [{ Merchant: 'NOPE' }, {}] as Record<string, string>[]) {
      const res = await fetch(`${fx.sandbox.url}/wps/system/status`, { headers });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, code: 'merchant.unknown' });
    }
  });

  it('answers 404 and 405 in the envelope', async () => {
    expect(await fx.client('LVN').raw('GET', '/wps/nope')).toMatchObject({ status: 404, body: { code: 'not.found' } });
    const res = await fx.client('LVN').raw('PUT', '/wps/member/info');
    expect(res).toMatchObject({ status: 405, body: { code: 'method.not.allowed' } });
    expect(res.headers.get('allow')).toBe('GET');
  });

  it('answers CUSTOMER_NOT_LOGIN with HTTP 200 for a missing or unknown token', async () => {
    for (const token of [undefined, 'f'.repeat(64)]) {
      expect(await fx.client('LVN').raw('GET', '/wps/member/info', undefined, { token })).toMatchObject({ status: 200, body: { success: false, code: 'CUSTOMER_NOT_LOGIN' } });
    }
  });

  it('answers decrypt.failed for a broken encrypted body', async () => {
    const res = await fx.client('LVN').raw('POST', '/wps/session/login', 'AAAA', { headers: { Encryption: 'DES', 'X-RSA': 'AAAA', 'X-Digest': '00' } });
    expect(res.body).toMatchObject({ success: false, code: 'decrypt.failed' });
  });

  it('forces HTTP statuses and delays per path, and records every call', async () => {
    await fx.client('LVN').scenario({ status: { '/wps/member/info': 401, '/wps/system/status': 502 }, delayMs: { '/wps/system/country': 150 } });
    expect(await fx.client('LVN').raw('GET', '/wps/member/info')).toMatchObject({ status: 401, body: { code: 'http.401' } });
    expect((await fx.client('LVN').raw('GET', '/wps/system/status')).status).toBe(502);
    const started = Date.now();
    expect((await fx.client('LVN').get('/wps/system/country')).success).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await fx.client('LVN').scenario({ status: { '*': 500 } });
    expect((await fx.client('LVN').raw('GET', '/wps/system/test/ping')).status).toBe(500);
    const calls = await fx.client('LVN').calls();
    expect(calls.map((c) => [c.path, c.status])).toEqual([
      ['/wps/member/info', 401], ['/wps/system/status', 502], ['/wps/system/country', 200], ['/wps/system/test/ping', 500],
    ]);
    expect(calls[0]!.headers.merchant).toBe('LVN');
  });

  it('stalls a path: no answer while the switch is on, the answer once it is lifted; a client that gives up ends its hold', async () => {
    await fx.client('LVN').scenario({ stall: { '/wps/system/status': true } });
    const held = fx.client('LVN').get('/wps/system/status');
    let settled = false;
    void held.then(() => (settled = true));
    const gaveUp = await fetch(`${fx.sandbox.url}/wps/system/status`, { headers: { Merchant: 'LVN' }, signal: AbortSignal.timeout(200) }).then(() => 'answered', (e: Error) => e.name);
    expect(gaveUp).toBe('TimeoutError');
    expect((await fx.client('LVN').get('/wps/system/country')).success).toBe(true); // other paths answer
    expect(settled).toBe(false);
    await fx.client('LVN').scenario({ stall: null });
    expect((await held).success).toBe(true);
    // The request whose client gave up got no answer and left no record.
    expect((await fx.client('LVN').calls()).map((c) => [c.path, c.status])).toEqual([['/wps/system/country', 200], ['/wps/system/status', 200]]);
  });

  it('forces business error codes and the not-logged-in code', async () => {
    await fx.client('LVN').scenario({ errors: { '/wps/system/country': 'TOO_MANY_REQUEST_COUNTRY' }, notLoginCode: 'user.or.token.invalid' });
    expect(await fx.client('LVN').raw('GET', '/wps/system/country')).toMatchObject({ status: 200, body: { success: false, code: 'TOO_MANY_REQUEST_COUNTRY' } });
    expect(await fx.client('LVN').get('/wps/member/info')).toMatchObject({ code: 'user.or.token.invalid', message: expect.stringContaining('log in') });
  });
});

describe('scenario isolation', () => {
  it('keeps state per merchant', async () => {
    const token = await fx.client('LVN').login('demo', 'demo1234');
    await fx.client('LVN').scenario({ regionRestriction: true });
    expect(await fx.client('TTH').get('/wps/member/info', { token })).toMatchObject({ code: 'CUSTOMER_NOT_LOGIN' });
    expect((await fx.client('TTH').get<{ regionRestriction: boolean }>('/wps/system/status')).value!.regionRestriction).toBe(false);
    await fx.client('LVN').post('/wps/member/register/autoUsername', { password: 'secret99' });
    expect((await fx.client('TTH').state()).registrations).toEqual([]);
    expect((await fx.client('TTH').calls()).map((c) => c.path)).toEqual(['/wps/member/info', '/wps/system/status']);
  });

  it('resets everything to the seed', async () => {
    const token = await fx.client('LVN').login('demo', 'demo1234');
    await fx.client('LVN').post('/wps/verification/sms/noLogin', { countryDialingCode: '+84', mobileNum: '912345678' });
    await fx.client('LVN').post('/wps/member/register/autoUsername', { password: 'secret99' });
    await fx.client('LVN').scenario({ maintenance: { end: null }, flags: { CBS3: false } });
    await fx.client('LVN').reset();
    expect(await fx.client('LVN').get('/wps/member/info', { token })).toMatchObject({ code: 'CUSTOMER_NOT_LOGIN' });
    const state = await fx.client('LVN').state();
    expect(state).toMatchObject({ scenario: {}, sms: {}, registrations: [], events: [], sessions: [], callCount: 1 });
    expect(state.members).toHaveLength(SEED_ACCOUNTS.length);
    expect(JSON.stringify(state)).not.toContain('scrypt$');
    expect((await fx.client('LVN').post('/wps/verification/sms/noLogin', { countryDialingCode: '+84', mobileNum: '912345678' })).success).toBe(true);
  });

  it('explains a wrong control request', async () => {
    const typo = await control('scenario', { merchant: 'LVN', set: { maintenence: {} } });
    expect(typo.status).toBe(400);
    expect(((await typo.json()) as { error: string }).error).toMatch(/unknown switch "maintenence"/);
    const unknown = await control('scenario', { merchant: 'XYZ', set: {} });
    expect(unknown.status).toBe(404);
    expect((await control('reset', { merchant: 'XYZ' })).status).toBe(404);
    expect((await fetch(`${fx.sandbox.url}/__sandbox/nothing`)).status).toBe(404);
    // The Geetest stand-in names the paths it serves (sandbox/geetest-stand-in.ts).
    const geetest = await fetch(`${fx.sandbox.url}/__sandbox/geetest/gt.js`);
    expect([geetest.status, await geetest.text()]).toEqual([404, expect.stringContaining('/<base>/v4/gt4.js')]);
  });
});
