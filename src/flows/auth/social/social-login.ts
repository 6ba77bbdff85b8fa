import { api, isHttpError } from '@/lib/http';
import { login } from '@/lib/wire/calls/login';
import { registerFirebase } from '@/lib/wire/calls/register-firebase';
import type { LoginValue, SocialChannel } from '@/lib/wire';
import { deviceHeaders, getDevice } from '@/state/device';
import { loginDeviceId } from '../session/device-fingerprint';

/**
 * The /wps side of social sign-in: the Firebase ID token goes to
 * POST /wps/session/login as `type: "firebase"`; `bind_customer_required` means no account has
 * this sign-in yet. Then, with auto-register on (FIREBASECREATEACC3), the account is created at
 * once (POST /wps/member/register/firebase, logged in); otherwise the player chooses.
 *
 *   await loginWithFirebase('google', idToken, false)  // → { kind: 'choose' } for a new Google user
 */
export type { SocialChannel };
export type SocialOutcome = { kind: 'logged-in'; value: LoginValue; registered: boolean } | { kind: 'choose' };

export async function loginWithFirebase(channel: SocialChannel, idToken: string, autoRegister: boolean): Promise<SocialOutcome> {
  try {
    const value = await api.call(login, {
      body: { type: 'firebase', firebaseChannel: channel, firebaseIdToken: idToken, loginDeviceId: loginDeviceId(), isOfficialAppLogin: getDevice().inNativeApp },
      headers: deviceHeaders(),
    });
    return { kind: 'logged-in', value, registered: false };
  } catch (error) {
    if (!isHttpError(error) || error.code !== 'bind_customer_required') throw error;
    if (!autoRegister) return { kind: 'choose' };
    return { kind: 'logged-in', value: await registerWithFirebase(channel, idToken), registered: true };
  }
}

/**
 * A new account for this sign-in, logged in at once. `smsTemplate`: the wire names the field but
 * not its values; null lets the server use its default welcome text (docs/decisions.md).
 */
export async function registerWithFirebase(channel: SocialChannel, idToken: string): Promise<LoginValue> {
  const value = await api.call(registerFirebase, {
    body: { firebaseChannel: channel, firebaseIdToken: idToken, login: true, smsTemplate: null },
    headers: deviceHeaders(),
  });
  // Asked with `login: true`: the answer carries the session's token (wire contract section 5).
  return value as LoginValue;
}
