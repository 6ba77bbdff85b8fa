import { api } from '@/lib/http';
import { deviceHeaders, getDevice } from '@/state/device';
import type { CaptchaFields } from '../captcha';
import { loginDeviceId } from '../session/device-fingerprint';
import type { LoginValue } from '../session/login-destination';

/**
 * POST /wps/session/login with the credentials encrypted (wire contract section 3). Never retried
 * automatically (QUALITY.md row 1); the dialog-free `alert: false` lets the form show the server's
 * message beside the fields, keeping what the player typed. The captcha's fields (when the merchant
 * asks for one) come from login-submit.ts; `loginDeviceId` is the device fingerprint.
 */
export function submitPasswordLogin(username: string, password: string, captchaFields: CaptchaFields = {}): Promise<LoginValue> {
  return api.post<LoginValue>(
    '/wps/session/login',
    { username, password, type: 'username', loginDeviceId: loginDeviceId(), isOfficialAppLogin: getDevice().inNativeApp, ...captchaFields },
    { encrypt: true, alert: false, headers: deviceHeaders() },
  );
}

/** The device fingerprint (device-fingerprint.ts); kept exported here for older callers. */
export { loginDeviceId };
