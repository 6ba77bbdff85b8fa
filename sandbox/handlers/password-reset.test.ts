// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandboxClient } from '../sandbox-client';
import { useFixtureSandbox } from '../testing/fixture-sandbox';

const fx = useFixtureSandbox();
const lvn = () => fx.client('LVN');

const sendCode = (body: Record<string, unknown>, client = lvn()) => client.post<{ expirationTime: number }>('/wps/member/password/reset/code', body);
const reset = (body: Record<string, unknown>) => lvn().post<{ userName: string }>('/wps/member/password/reset', body, { encrypt: 'DES' });
const codeFor = async (target: string) => ((await lvn().state()).passwordReset as Record<string, { code: string | null }>)[target]?.code;
const login = (username: string, password: string) => lvn().post('/wps/session/login', { username, password }, { encrypt: 'DES' });

describe('POST /wps/member/password/reset/code and /reset', () => {
  it('by SMS: the code from the state resets the password; the old one fails, the new one logs in, sessions end', async () => {
    const token = await lvn().login('demo', 'demo1234');
    const before = Date.now();
    const sent = await sendCode({ channel: 'sms', countryDialingCode: '+84', mobileNum: '0912 345 678' });
    expect(sent.value!.expirationTime).toBeGreaterThanOrEqual(before + 60_000);
    const code = await codeFor('sms:912345678');
    expect(code).toMatch(/^\d{6}$/);
    expect(await reset({ channel: 'sms', countryDialingCode: '+84', mobileNum: '912345678', verificationCode: code, newPassword: 'n3w-pass' }))
      .toMatchObject({ success: true, value: { userName: 'demo' } });
    expect(await login('demo', 'demo1234')).toMatchObject({ code: 'login.cred.err' });
    expect(await login('demo', 'n3w-pass')).toMatchObject({ success: true });
    expect(await lvn().get('/wps/member/info', { token })).toMatchObject({ code: 'CUSTOMER_NOT_LOGIN' });
    // Used up.
    expect(await reset({ channel: 'sms', mobileNum: '912345678', verificationCode: code, newPassword: 'other-pass' })).toMatchObject({ code: 'verification.code.err' });
  });

  it('by email, any case; the reset must be encrypted and a short password keeps the code', async () => {
    await sendCode({ channel: 'email', email: 'Member1@Sandbox.test' });
    const code = await codeFor('email:member1@sandbox.test');
    expect(await lvn().post('/wps/member/password/reset', { channel: 'email', email: 'member1@sandbox.test', verificationCode: code, newPassword: 'fresh-123' }))
      .toMatchObject({ code: 'decrypt.required' });
    expect(await reset({ channel: 'email', email: 'member1@sandbox.test', verificationCode: code, newPassword: '12345' })).toMatchObject({ code: 'password.invalid' });
    expect(await reset({ channel: 'email', email: 'member1@sandbox.test', verificationCode: code, newPassword: 'fresh-123' })).toMatchObject({ value: { userName: 'member1' } });
    expect(await login('member1', 'fresh-123')).toMatchObject({ success: true });
  });

  it('an unknown account gets the answers a known one gets, and no code', async () => {
    const known = await sendCode({ channel: 'email', email: 'demo@sandbox.test' });
    const unknown = await sendCode({ channel: 'email', email: 'nobody@sandbox.test' });
    expect(Object.keys(unknown)).toEqual(Object.keys(known));
    expect(unknown).toMatchObject({ success: true, value: { expirationTime: expect.any(Number) } });
    expect(await codeFor('email:nobody@sandbox.test')).toBeNull();
    expect(await sendCode({ channel: 'email', email: 'nobody@sandbox.test' })).toMatchObject({ code: 'TOO_MANY_REQUEST_EMAIL' });
    expect(await sendCode({ channel: 'email', email: 'demo@sandbox.test' })).toMatchObject({ code: 'TOO_MANY_REQUEST_EMAIL' });
    expect(await reset({ channel: 'email', email: 'nobody@sandbox.test', verificationCode: '123456', newPassword: 'whatever1' })).toMatchObject({ code: 'verification.code.err' });
    // Another country's number is another person's.
    await sendCode({ channel: 'sms', countryDialingCode: '+66', mobileNum: '912345678' });
    expect(await codeFor('sms:912345678')).toBeNull();
  });

  it('refuses malformed targets before anything else', async () => {
    expect(await sendCode({ channel: 'sms', mobileNum: '12' })).toMatchObject({ code: 'mobile.invalid' });
    expect(await sendCode({ channel: 'email', email: 'not an address' })).toMatchObject({ code: 'email.invalid' });
    expect(await sendCode({ channel: 'fax' })).toMatchObject({ code: 'request.invalid' });
    expect(await reset({ channel: 'email', email: 'a@b', verificationCode: '1', newPassword: 'whatever1' })).toMatchObject({ code: 'email.invalid' });
  });

  it('five wrong codes void the code: the right one no longer works until a new code is sent (at once)', async () => {
    await sendCode({ channel: 'sms', mobileNum: '912345678' });
    const code = await codeFor('sms:912345678');
    const wrong = code === '111111' ? '222222' : '111111';
    const tries: unknown[] = [];
    for (let i = 0; i < 5; i++) tries.push((await reset({ channel: 'sms', mobileNum: '912345678', verificationCode: wrong, newPassword: 'n3w-pass' })).code);
    expect(tries).toEqual([...Array(4).fill('verification.code.err'), 'TOO_MANY_REQUEST_VERIFY']);
    expect(await reset({ channel: 'sms', mobileNum: '912345678', verificationCode: code, newPassword: 'n3w-pass' })).toMatchObject({ code: 'TOO_MANY_REQUEST_VERIFY' });
    expect(await sendCode({ channel: 'sms', mobileNum: '912345678' })).toMatchObject({ success: true });
    const fresh = await codeFor('sms:912345678');
    expect(await reset({ channel: 'sms', mobileNum: '912345678', verificationCode: fresh, newPassword: 'n3w-pass' })).toMatchObject({ success: true });
  });

  it('scenario passwordReset: codes expired (codeTtlMs 0), both calls down (503)', async () => {
    await lvn().scenario({ passwordReset: { codeTtlMs: 0 } });
    await sendCode({ channel: 'email', email: 'demo@sandbox.test' });
    const code = await codeFor('email:demo@sandbox.test');
    expect(await reset({ channel: 'email', email: 'demo@sandbox.test', verificationCode: code, newPassword: 'n3w-pass' })).toMatchObject({ code: 'verification.code.expired' });
    await lvn().scenario({ passwordReset: { down: true } });
    expect((await lvn().raw('POST', '/wps/member/password/reset/code', { channel: 'email', email: 'demo@sandbox.test' })).status).toBe(503);
    expect((await lvn().raw('POST', '/wps/member/password/reset', {}, { encrypt: 'DES' })).status).toBe(503);
    expect(await lvn().scenario({ passwordReset: { down: 'yes' } }).catch((e: Error) => e.message)).toMatch(/passwordReset\.down/);
  });

  it('the SMS send needs a v4 captcha where GEETESTVCODE3 is on; the email send does not', async () => {
    const tth = sandboxClient(fx.sandbox.url, 'TTH');
    expect(await sendCode({ channel: 'sms', mobileNum: '912345678' }, tth)).toMatchObject({ code: 'captcha.required' });
    expect(await sendCode({ channel: 'sms', mobileNum: '912345678', geetestValidateV4: '{"lot_number":"x","pass_token":"ok"}' }, tth)).toMatchObject({ code: 'captcha.invalid' });
    expect(await sendCode({ channel: 'email', email: 'demo@sandbox.test' }, tth)).toMatchObject({ success: true });
  });
});
