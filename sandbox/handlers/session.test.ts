// @vitest-environment node
import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sandboxClient } from '../sandbox-client';
import { useFixtureSandbox } from '../testing/fixture-sandbox';

const fx = useFixtureSandbox();

const login = (body: Record<string, unknown>, encrypt: 'DES' | 'AES-GCM' = 'DES') => fx.client('LVN').post('/wps/session/login', body, { encrypt });

describe('GET /wps/session/key/rsa', () => {
  it('answers a 2048-bit SPKI key at the top level', async () => {
    const { status, body, headers } = await fx.client('LVN').raw<Record<string, unknown>>('GET', '/wps/session/key/rsa', undefined, { query: { _: '1' } });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({ success: true, RSA: true, DES: true });
    const key = createPublicKey({ key: Buffer.from(body.rsaKey as string, 'base64'), format: 'der', type: 'spki' });
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
  });
});

describe('POST /wps/session/login', () => {
  it('logs in over both cipher schemes with the full login value', async () => {
    for (const scheme of ['DES', 'AES-GCM'] as const) {
      const res = await login({ username: 'demo', password: 'demo1234', loginDeviceId: 'x', isOfficialAppLogin: false }, scheme);
      expect(res).toMatchObject({ success: true, code: null, value: { id: 10001, userName: 'demo', customerType: 0, firstTimeLogin: false, passwordExpired: false, updatePassword: false } });
      expect((res.value as { token: string }).token).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('refuses a plaintext body with decrypt.required', async () => {
    expect(await fx.client('LVN').post('/wps/session/login', { username: 'demo', password: 'demo1234' })).toMatchObject({ success: false, code: 'decrypt.required' });
  });

  it('answers the credential error codes with a message in the request language', async () => {
    expect(await login({ username: 'demo', password: 'wrong-pass' })).toMatchObject({ success: false, code: 'login.cred.err', message: expect.stringContaining('Wrong') });
    expect(await login({ username: 'nobody', password: 'whatever1' })).toMatchObject({ success: false, code: 'not.exists.user' });
    const cn = sandboxClient(fx.sandbox.url, 'LVN', 'CN');
    expect((await cn.post('/wps/session/login', { username: 'demo', password: 'x' }, { encrypt: 'DES' })).message).toMatch(/密码/);
  });

  it('flags the weak, expired and restricted seeds', async () => {
    expect((await login({ username: 'weakpw', password: '123456' })).value).toMatchObject({ updatePassword: true });
    expect((await login({ username: 'expired', password: 'expired123' })).value).toMatchObject({ passwordExpired: true });
    expect((await login({ username: 'restricted', password: 'restricted1' })).value).toMatchObject({ customerType: 4 });
  });

  it('demands the second factor for twofa and completes it with the email code or an SMS code', async () => {
    const first = await login({ username: 'twofa', password: 'twofa123' });
    expect(first).toMatchObject({ success: false, code: 'login_verify_required', value: { email: true, sms: true, ga: false, payeeName: false } });
    const verify = (body: Record<string, unknown>) => fx.client('LVN').post('/wps/session/login/verification', { username: 'twofa', password: 'twofa123', ...body }, { encrypt: 'DES' });
    expect(await verify({ method: 'E', email: '000000' })).toMatchObject({ code: 'verification.code.err' });
    expect(await verify({ method: 'G', authCode: '135790' })).toMatchObject({ code: 'verify.method.invalid' });
    expect(await verify({ method: 'E', email: '' })).toMatchObject({ code: 'verify.field.required' });
    expect(await verify({ method: 'E', email: '246810' })).toMatchObject({ success: true, value: { userName: 'twofa' } });

    expect(await verify({ method: 'S', mobileNum: '912345670', verificationCode: '123456' })).toMatchObject({ code: 'verification.code.err' });
    await fx.client('LVN').post('/wps/verification/sms/noLogin', { countryDialingCode: '+84', mobileNum: '0912345670' });
    expect(await verify({ method: 'S', mobileNum: '912345670', verificationCode: '123456' })).toMatchObject({ success: true });
  });

  it('follows the loginVerifyRequired, tokenIpDifferent and bindCustomerRequired scenarios', async () => {
    await fx.client('LVN').scenario({ loginVerifyRequired: { username: 'demo', methods: { email: false, sms: false, ga: true, payeeName: true } } });
    expect(await login({ username: 'demo', password: 'demo1234' })).toMatchObject({ code: 'login_verify_required', value: { ga: true, payeeName: true } });
    const verify = await fx.client('LVN').post('/wps/session/login/verification', { username: 'demo', password: 'demo1234', method: 'P', payeeName: ' demo  player ' }, { encrypt: 'AES-GCM' });
    expect(verify).toMatchObject({ success: true, value: { userName: 'demo' } });

    await fx.client('LVN').scenario({ loginVerifyRequired: null, tokenIpDifferent: { username: 'demo' } });
    expect(await login({ username: 'demo', password: 'demo1234' })).toMatchObject({ code: 'token_ip_different' });

    expect((await login({ type: 'firebase', firebaseChannel: 'phone', firebaseIdToken: 'sandbox-firebase:912345678' })).value).toMatchObject({ userName: 'demo' });
    expect(await login({ type: 'firebase', firebaseIdToken: 'sandbox-firebase:stranger' })).toMatchObject({ code: 'bind_customer_required' });
    await fx.client('LVN').scenario({ bindCustomerRequired: true });
    expect(await login({ type: 'firebase', firebaseIdToken: 'sandbox-firebase:demo' })).toMatchObject({ code: 'bind_customer_required' });
  });

  it('logs in by SMS with a code sent before, once', async () => {
    expect(await login({ type: 'sms', mobileNum: '912345678', verificationCode: '123456' })).toMatchObject({ code: 'verification.code.err' });
    await fx.client('LVN').post('/wps/verification/sms/noLogin', { countryDialingCode: '+84', mobileNum: '912345678' });
    expect(await login({ type: 'sms', mobileNum: '912345678', verificationCode: '654321' })).toMatchObject({ code: 'verification.code.err' });
    expect((await login({ type: 'sms', mobileNum: '912345678', verificationCode: '123456' })).value).toMatchObject({ userName: 'demo' });
    expect(await login({ type: 'sms', mobileNum: '912345678', verificationCode: '123456' })).toMatchObject({ code: 'verification.code.err' });
  });
});

describe('DELETE /wps/session', () => {
  it('ends the session; the token then gets CUSTOMER_NOT_LOGIN', async () => {
    const token = await fx.client('LVN').login('demo', 'demo1234');
    expect(await fx.client('LVN').get('/wps/member/info', { token })).toMatchObject({ success: true });
    expect(await fx.client('LVN').del('/wps/session', undefined, { token })).toMatchObject({ success: true });
    expect(await fx.client('LVN').get('/wps/member/info', { token })).toMatchObject({ success: false, code: 'CUSTOMER_NOT_LOGIN' });
  });
});
