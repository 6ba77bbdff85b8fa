import { api } from '@/lib/http';
import type { CaptchaFields, RegisterValue } from '@/lib/wire';
import type { Analytics } from '@/runtime/merchant-manifest.generated';
import { deviceHeaders, getDevice } from '@/state/device';
import { loginDeviceId } from '../session/device-fingerprint';
import { readRegistrationInfo } from './register-info';
import { buildRegisterPayload, registerEndpoint, type RegisterForm } from './register-payload';

/** The register answer (the contract's): the new account, with a session when `login` was asked for. */
export type { RegisterValue };

/**
 * One registration call, built from what the player entered, this page and the
 * kept landing codes; the Device header always, ModuleId per endpoint (the row's). Never retried.
 * A failure rejects without the http layer's dialog (the rows' alert policy): the register flow
 * shows the server's message and refreshes the captcha (register-failure.ts).
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
  return api.call(registerEndpoint(form), { body: payload, headers: deviceHeaders() });
}
