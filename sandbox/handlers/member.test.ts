// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useFixtureSandbox } from '../testing/fixture-sandbox';

const fx = useFixtureSandbox();

describe('member calls', () => {
  it('answers member info and stores the language', async () => {
    const token = await fx.client('LVN').login('demo', 'demo1234');
    expect((await fx.client('LVN').get('/wps/member/info', { token })).value).toEqual({
      id: 10001, userName: 'demo', type: 0, language: 'VI', clubLabel: { labelName: 'VIP 1', type: 'AUTO', rankLevel: 1 }, vipRankLevel: 1, hasVip: true,
    });
    expect(await fx.client('LVN').post('/wps/member/language', { language: 'th' }, { token })).toMatchObject({ success: true });
    expect((await fx.client('LVN').get<{ language: string }>('/wps/member/info', { token })).value!.language).toBe('TH');
    expect(await fx.client('LVN').post('/wps/member/language', { language: 'XX' }, { token })).toMatchObject({ code: 'language.invalid' });
  });

  it('changes the password, clearing the expired and weak flags', async () => {
    const token = await fx.client('LVN').login('expired', 'expired123');
    const change = (body: Record<string, unknown>) => fx.client('LVN').post('/wps/member/password', body, { token, encrypt: 'DES' });
    expect(await change({ oldPassword: 'nope', newPassword: 'fresh123' })).toMatchObject({ code: 'password.old.err' });
    expect(await change({ oldPassword: 'expired123', newPassword: '123' })).toMatchObject({ code: 'password.invalid' });
    expect(await change({ oldPassword: 'expired123', newPassword: 'expired123' })).toMatchObject({ code: 'password.same' });
    expect(await change({ oldPassword: 'expired123', newPassword: 'fresh123' })).toMatchObject({ success: true });
    const again = await fx.client('LVN').post('/wps/session/login', { username: 'expired', password: 'fresh123' }, { encrypt: 'DES' });
    expect(again.value).toMatchObject({ passwordExpired: false, updatePassword: false });
    expect(await fx.client('LVN').post('/wps/member/password', { oldPassword: 'fresh123', newPassword: 'x23456' }, { encrypt: 'DES' })).toMatchObject({ code: 'CUSTOMER_NOT_LOGIN' });
  });

  it('refuses the tokens of sessions the server ended (HTTP 200 CUSTOMER_NOT_LOGIN, or HTTP 401); a new login works', async () => {
    const end = (body: unknown) => fetch(`${fx.sandbox.url}/__sandbox/sessions/end`, { method: 'POST', body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, json: (await r.json()) as Record<string, unknown> }));
    const demo = await fx.client('LVN').login('demo', 'demo1234');
    const member1 = await fx.client('LVN').login('member1', 'member1234');
    expect(await end({ merchant: 'LVN', userName: 'Demo' })).toMatchObject({ status: 200, json: { ok: true, ended: 1 } });
    expect(await fx.client('LVN').get('/wps/member/info', { token: demo })).toMatchObject({ success: false, code: 'CUSTOMER_NOT_LOGIN' });
    expect(await fx.client('LVN').get('/wps/member/info', { token: member1 })).toMatchObject({ success: true });
    await fx.client('LVN').scenario({ notLoginStatus: 401 });
    expect(await end({ merchant: 'LVN' })).toMatchObject({ json: { ended: 1 } });
    expect((await fx.client('LVN').raw('GET', '/wps/member/info', undefined, { token: member1 })).status).toBe(401);
    const again = await fx.client('LVN').login('demo', 'demo1234');
    expect(await fx.client('LVN').get('/wps/member/info', { token: again })).toMatchObject({ success: true });
    expect((await end({ merchant: 'LVN', userName: 'nobody' })).status).toBe(404);
    expect((await end({ merchant: 'XXX' })).status).toBe(404);
  });
});
