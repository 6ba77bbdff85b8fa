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
});
