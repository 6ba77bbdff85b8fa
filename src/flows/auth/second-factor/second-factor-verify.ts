import { api } from '@/lib/http';
import { deviceHeaders } from '@/state/device';
import type { LoginValue } from '../session/login-destination';

/**
 * POST /wps/session/login/verification (spec sections 3 and 7): the credentials again plus the
 * method letter and its field(s), encrypted, with the login's Device header. The answer is a login
 * answer (the token). Never retried (QUALITY.md row 1); no dialog: the modal shows the message.
 *
 *   verifySecondFactor({ username: 'twofa', password: '…', method: 'E', email: 'twofa@sandbox.test' })
 */
export function verifySecondFactor(body: Record<string, string>): Promise<LoginValue> {
  return api.post<LoginValue>('/wps/session/login/verification', body, { encrypt: true, alert: false, headers: deviceHeaders() });
}
