import { api } from '@/lib/http';
import type { Analytics } from '@/runtime/merchant-manifest.generated';
import { deviceHeaders, getDevice } from '@/state/device';
import type { CaptchaFields } from '../captcha';
import type { LoginValue } from '../session/login-destination';
import { loginDeviceId } from '../session/device-fingerprint';
import { readRegistrationInfo } from './register-info';
import { buildRegisterPayload, registerEndpoint, type RegisterForm } from './register-payload';

/** The register answer: the new account, with a session when `login` was asked for. */
export type RegisterValue = Partial<LoginValue> & { id?: string | number; customerId?: string | number; userName?: string };

/**
 * One registration call (spec section 7), built from what the player entered, this page and the
 * kept landing codes; the Device header always, ModuleId per endpoint. Never retried. A failure
 * alerts the server's message through the http catalogue (spec section 8) and rejects.
 */
export function submitRegistration(form: RegisterForm, analytics: Analytics, captcha: CaptchaFields): Promise<RegisterValue | null> {
  const payload = buildRegisterPayload(form, {
    href: location.href,
    hostname: location.hostname,
    device: getDevice(),
    analytics,
    info: readRegistrationInfo(),
    loginDeviceId: loginDeviceId(),
  }, captcha);
  const { path, moduleId, encrypt } = registerEndpoint(form);
  return api.post<RegisterValue | null>(path, payload, { encrypt, moduleId, headers: deviceHeaders() });
}
