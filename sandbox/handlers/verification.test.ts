// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandboxClient } from '../sandbox-client';
import { useFixtureSandbox } from '../testing/fixture-sandbox';

const fx = useFixtureSandbox();

const send = (mobileNum: string, client = fx.client('LVN'), extra: Record<string, unknown> = {}) =>
  client.post<{ expirationTime: number }>('/wps/verification/sms/noLogin', { countryDialingCode: '+84', mobileNum, ...extra });

describe('POST /wps/verification/sms/noLogin', () => {
  it('answers the resend deadline, then throttles the same number for 60 s', async () => {
    const before = Date.now();
    const first = await send('912000111');
    expect(first.success).toBe(true);
    expect(first.value!.expirationTime).toBeGreaterThanOrEqual(before + 60_000);
    expect(first.value!.expirationTime).toBeLessThan(Date.now() + 61_000);
    expect(await send('0912000111')).toMatchObject({ success: false, code: 'TOO_MANY_REQUEST_SMS' });
    expect((await send('912000222')).success).toBe(true);
    expect(await send('12')).toMatchObject({ code: 'mobile.invalid' });
  });

  it('makes codes expire at once under smsCodeTtlMs: 0', async () => {
    await fx.client('LVN').scenario({ smsCodeTtlMs: 0 });
    await send('912345678');
    const login = await fx.client('LVN').post('/wps/session/login', { type: 'sms', mobileNum: '912345678', verificationCode: '123456' }, { encrypt: 'DES' });
    expect(login).toMatchObject({ code: 'verification.code.expired' });
  });

  it('needs a v4 captcha where GEETESTVCODE3 is on', async () => {
    const tth = sandboxClient(fx.sandbox.url, 'TTH');
    expect(await send('912000333', tth)).toMatchObject({ code: 'captcha.required' });
    const { value } = await tth.get<{ challenge: string }>('/wps/captcha/geetest', { query: { t: '1' } });
    const v4 = JSON.stringify({ lot_number: value!.challenge, pass_token: 'ok' });
    expect((await send('912000333', tth, { geetestValidateV4: v4 })).success).toBe(true);
  });
});
