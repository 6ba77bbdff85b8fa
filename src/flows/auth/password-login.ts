import { api } from '@/lib/http';
import { storage } from '@/lib/storage';
import { deviceHeaders } from '@/state/device';
import type { LoginValue } from './login-destination';

/**
 * POST /wps/session/login with the credentials encrypted (wire contract section 3). Never retried
 * automatically (QUALITY.md row 1); the dialog-free `alert: false` lets the form show the server's
 * message beside the fields, keeping what the player typed.
 */
export function submitPasswordLogin(username: string, password: string): Promise<LoginValue> {
  return api.post<LoginValue>(
    '/wps/session/login',
    { username, password, type: 'username', loginDeviceId: loginDeviceId(), isOfficialAppLogin: false },
    { encrypt: true, alert: false, headers: deviceHeaders() },
  );
}

/**
 * A stable per-device id in the GUID format the server expects. The full device fingerprint
 * (an MD5 formatted like a GUID, or the native app's own id) belongs to the authentication issue;
 * until then a random id kept on the device serves the same purpose for the server.
 */
export function loginDeviceId(): string {
  const key = 'login-device-id';
  const known = storage.get('local', key);
  if (known) return known;
  const id = crypto.randomUUID().toUpperCase();
  storage.set('local', key, id);
  return id;
}

