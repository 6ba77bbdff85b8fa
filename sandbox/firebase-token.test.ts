// @vitest-environment node
// Social sign-in against the sandbox with the Auth emulator's own (unsigned) ID tokens.
import { describe, expect, it } from 'vitest';
import { useFixtureSandbox } from './testing/fixture-sandbox';

const fx = useFixtureSandbox();

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An ID token shaped like the Auth emulator's: alg none, issuer securetoken.google.com/<project>. */
const emulatorToken = (claims: Record<string, unknown>, project = 'demo-luckyvn') =>
  `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: `https://securetoken.google.com/${project}`, aud: project, exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.`;

const firebaseLogin = (token: string) =>
  fx.client('LVN').post('/wps/session/login', { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: token }, { encrypt: 'DES' });

describe('Firebase ID tokens from the Auth emulator', () => {
  it('a phone sign-in finds the member by its mobile number', async () => {
    expect(await firebaseLogin(emulatorToken({ user_id: 'u-phone', phone_number: '+84912345678' }))).toMatchObject({ success: true, value: { userName: 'demo' } });
  });

  it('a new Google user must be bound, registers, and then logs in by its uid', async () => {
    const token = emulatorToken({ user_id: 'u-google-1', email: 'New.Player@example.com', firebase: { sign_in_provider: 'google.com' } });
    expect(await firebaseLogin(token)).toMatchObject({ success: false, code: 'bind_customer_required' });
    const registered = await fx.client('LVN').post('/wps/member/register/firebase', { firebaseChannel: 'google', firebaseIdToken: token, login: true }, { encrypt: 'DES' });
    expect(registered).toMatchObject({ success: true, value: { userName: 'newplayer', firstTimeLogin: true, token: expect.any(String) } });
    expect(await firebaseLogin(token)).toMatchObject({ success: true, value: { userName: 'newplayer' } });
    expect(await fx.client('LVN').post('/wps/member/register/firebase', { firebaseChannel: 'google', firebaseIdToken: token, login: true }, { encrypt: 'DES' }))
      .toMatchObject({ success: false, code: 'member.exists' });
  });

  it('refuses tokens of another project, signed tokens it cannot verify, and expired ones', async () => {
    expect(await firebaseLogin(emulatorToken({ user_id: 'x' }, 'demo-other'))).toMatchObject({ code: 'firebase.token.invalid' });
    const signed = emulatorToken({ user_id: 'x' }).replace(b64({ alg: 'none', typ: 'JWT' }), b64({ alg: 'RS256', typ: 'JWT' }));
    expect(await firebaseLogin(signed)).toMatchObject({ code: 'firebase.token.invalid' });
    expect(await firebaseLogin(emulatorToken({ user_id: 'x', exp: 1 }))).toMatchObject({ code: 'firebase.token.invalid' });
    expect(await firebaseLogin('not-a-token')).toMatchObject({ code: 'firebase.token.invalid' });
  });
});
