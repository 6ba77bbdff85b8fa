import { api } from '@/lib/http';
import { loginVerification } from '@/lib/wire/calls/login-verification';
import type { LoginValue, SecondFactorRequest } from '@/lib/wire';
import { deviceHeaders } from '@/state/device';

/**
 * POST /wps/session/login/verification: the credentials again plus the
 * method letter and its field(s), encrypted, with the login's Device header. The answer is a login
 * answer (the token). Never retried (only idempotent GETs are); no dialog: the modal shows the message.
 *
 *   verifySecondFactor({ username: 'twofa', password: '…', method: 'E', email: 'twofa@sandbox.test' })
 */
export function verifySecondFactor(body: SecondFactorRequest): Promise<LoginValue> {
  return api.call(loginVerification, { body, headers: deviceHeaders() });
}
