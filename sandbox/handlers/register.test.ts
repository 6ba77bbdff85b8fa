// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useFixtureSandbox } from '../testing/fixture-sandbox';

const fx = useFixtureSandbox(); // TTH has GEETEST3 on

const REG3 = { encrypt: 'DES' as const, headers: { ModuleId: 'REG3', Device: 'PWA' } };
const payload = {
  registerMethod: 'PWA', registerUrl: 'https://lvn.example.test/m/register?affiliateCode=AFF1&r=REF9', loginDeviceId: 'dev-1',
  isOfficialAppLogin: false, domain: 'lvn.example.test', referralCode: 'REF9', affiliateCode: 'AFF1',
  pixelTrack: { facebook: '123' }, login: true, username: 'newbie01', password: 'secret99',
};

describe('POST /wps/member/register', () => {
  it('creates the member, logs in when asked, and records the payload as sent', async () => {
    const res = await fx.client('LVN').post('/wps/member/register', payload, REG3);
    expect(res).toMatchObject({ success: true, value: { userName: 'newbie01', firstTimeLogin: true, customerType: 0 } });
    const token = (res.value as { token: string }).token;
    expect(await fx.client('LVN').get('/wps/member/info', { token })).toMatchObject({ value: { userName: 'newbie01' } });
    const state = await fx.client('LVN').state();
    expect(state.registrations).toEqual([expect.objectContaining({ path: '/wps/member/register', moduleId: 'REG3', device: 'PWA', body: payload })]);
    expect((await fx.client('LVN').calls('/wps/member/register'))[0]).toMatchObject({ encryption: 'DES', body: payload });
    // A later password login is no longer the first.
    expect((await fx.client('LVN').post('/wps/session/login', { username: 'newbie01', password: 'secret99' }, { encrypt: 'DES' })).value).toMatchObject({ firstTimeLogin: false });
  });

  it('takes no new account while registration is closed (registrationClosed), and the status says so', async () => {
    expect((await fx.client('LVN').get('/wps/system/status')).value).toMatchObject({ register: { enabled: true } });
    await fx.client('LVN').scenario({ registrationClosed: true });
    expect((await fx.client('LVN').get('/wps/system/status')).value).toMatchObject({ register: { enabled: false } });
    expect(await fx.client('LVN').post('/wps/member/register', payload, REG3)).toMatchObject({ success: false, code: 'register.closed' });
    expect(await fx.client('LVN').post('/wps/member/register/autoUsername', payload, { headers: { Device: 'PWA' } })).toMatchObject({ code: 'register.closed' });
    expect((await fx.client('LVN').state()).members).not.toHaveProperty('newbie01');
  });

  it('answers the validation codes', async () => {
    const reg = (body: Record<string, unknown>, options = REG3) => fx.client('LVN').post('/wps/member/register', { ...payload, ...body }, options);
    expect(await reg({}, { ...REG3, headers: { ModuleId: 'MOBILENUMREG3', Device: 'PWA' } })).toMatchObject({ code: 'module.invalid' });
    expect(await reg({ username: 'ab' })).toMatchObject({ code: 'username.invalid' });
    expect(await reg({ username: 'has space' })).toMatchObject({ code: 'username.invalid' });
    expect(await reg({ password: '12345' })).toMatchObject({ code: 'password.invalid' });
    expect(await reg({ username: 'DEMO' })).toMatchObject({ code: 'member.exists' });
    expect(await fx.client('LVN').post('/wps/member/register', payload, { headers: { ModuleId: 'REG3' } })).toMatchObject({ code: 'decrypt.required' });
    const noLogin = await reg({ login: false, username: 'quiet01' });
    expect(noLogin.value).not.toHaveProperty('token');
  });

  it('needs a solved captcha where GEETEST3 is on', async () => {
    const body = { ...payload, username: 'thai0001' };
    expect(await fx.client('TTH').post('/wps/member/register', body, REG3)).toMatchObject({ code: 'captcha.required' });
    expect(await fx.client('TTH').post('/wps/member/register', { ...body, geetestSeccode: 'forged|jordan' }, REG3)).toMatchObject({ code: 'captcha.invalid' });
    const { value } = await fx.client('TTH').get<{ gt: string; challenge: string; newCaptcha: boolean }>('/wps/captcha/geetest', { query: { t: '1' } });
    expect(value).toMatchObject({ gt: 'tth0geetest0id00000000000000000', newCaptcha: true });
    const v4 = JSON.stringify({ lot_number: value!.challenge, pass_token: 'ok' });
    expect(await fx.client('TTH').post('/wps/member/register', { ...body, geetestValidateV4: v4 }, REG3)).toMatchObject({ success: true });
    const status = await fx.client('TTH').get<{ register: unknown }>('/wps/system/status');
    expect(status.value!.register).toEqual({ captcha: { enabled: true }, enabled: true });
  });
});

describe('other registrations', () => {
  it('registers by mobile number under MOBILENUMREG3', async () => {
    const options = { encrypt: 'AES-GCM' as const, headers: { ModuleId: 'MOBILENUMREG3' } };
    const body = { mobileNum: '0987654321', countryDialingCode: '+84', password: 'secret99', login: true };
    expect(await fx.client('LVN').post('/wps/member/register/mobile', body, options)).toMatchObject({ success: true, value: { userName: '987654321' } });
    expect(await fx.client('LVN').post('/wps/member/register/mobile', body, options)).toMatchObject({ code: 'mobile.exists' });
    expect(await fx.client('LVN').post('/wps/member/register/mobile', { ...body, mobileNum: '12' }, options)).toMatchObject({ code: 'mobile.invalid' });
  });

  it('counts the merchant’s public mobile default password as weak: its login asks for a change, until one is made', async () => {
    const options = { encrypt: 'AES-GCM' as const, headers: { ModuleId: 'MOBILENUMREG3' } };
    const body = { mobileNum: '0987650001', countryDialingCode: '+84', password: 'Lvn-fixture-2468', login: true };
    const res = await fx.client('LVN').post<{ userName: string; token: string; updatePassword: boolean }>('/wps/member/register/mobile', body, options);
    expect(res.value).toMatchObject({ updatePassword: true });
    const login = () => fx.client('LVN').post<{ token: string; updatePassword: boolean }>('/wps/session/login', { username: '987650001', password: 'Lvn-fixture-2468' }, { encrypt: 'DES' });
    const first = await login();
    expect(first.value).toMatchObject({ updatePassword: true });
    expect(await fx.client('LVN').post('/wps/member/password', { oldPassword: 'Lvn-fixture-2468', newPassword: 'mine-2468' }, { token: first.value!.token, encrypt: 'DES' })).toMatchObject({ success: true });
    expect((await fx.client('LVN').post('/wps/session/login', { username: '987650001', password: 'mine-2468' }, { encrypt: 'DES' })).value).toMatchObject({ updatePassword: false });
  });

  it('picks a user name for autoUsername, without encryption', async () => {
    const res = await fx.client('LVN').post<{ userName: string; token: string }>('/wps/member/register/autoUsername', { registerMethod: 'H5', password: 'secret99', login: true });
    expect(res.value!.userName).toMatch(/^u\d{8}$/);
    expect(res.value!.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('registers a Firebase sign-in', async () => {
    const body = { firebaseChannel: 'phone', firebaseIdToken: 'sandbox-firebase:955555555', login: true, smsTemplate: 'REG' };
    expect((await fx.client('LVN').post('/wps/member/register/firebase', body, { encrypt: 'DES' })).value).toMatchObject({ userName: 'fb955555555', token: expect.any(String) });
    expect((await fx.client('LVN').post('/wps/session/login', { type: 'firebase', firebaseIdToken: 'sandbox-firebase:955555555' }, { encrypt: 'DES' })).success).toBe(true);
  });
});
