import { api } from '@/lib/http';
import { login } from '@/lib/wire/calls/login';
import type { CaptchaFields, LoginValue } from '@/lib/wire';
import { deviceHeaders, getDevice } from '@/state/device';
import { loginDeviceId } from '../session/device-fingerprint';

/**
 * POST /wps/session/login with the credentials encrypted (wire contract section 3). Never retried
 * automatically (a login is not idempotent: a retry could count as a second failed attempt); the row is dialog-free (`alert: 'caller'`): the form shows the server's
 * message beside the fields, keeping what the player typed. The captcha's fields (when the merchant
 * asks for one) come from login-submit.ts; `loginDeviceId` is the device fingerprint.
 */
export function submitPasswordLogin(username: string, password: string, captchaFields: CaptchaFields = {}): Promise<LoginValue> {
  return api.call(login, {
    body: { username, password, type: 'username', loginDeviceId: loginDeviceId(), isOfficialAppLogin: getDevice().inNativeApp, ...captchaFields },
    headers: deviceHeaders(),
  });
}

/** The device fingerprint (device-fingerprint.ts); kept exported here for older callers. */
export { loginDeviceId };
