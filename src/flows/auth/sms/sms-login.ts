import { api } from '@/lib/http';
import { login } from '@/lib/wire/calls/login';
import type { CaptchaFields, LoginValue } from '@/lib/wire';
import { getDevice, deviceHeaders } from '@/state/device';
import { loginDeviceId } from '../session/device-fingerprint';
import { normalizeMobile } from './sms-send';

export interface SmsLoginInput {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

/**
 * SMS login: POST /wps/session/login, encrypted, `type: 'sms'` with the mobile number, its dialing
 * code and the texted code (wire contract section 5), plus the device id, isOfficialAppLogin and
 * the Device header, like the password login. Never retried; no dialog (the row's alert policy)
 * so the form shows the server's message beside the fields and keeps what was typed.
 *
 *   await submitSmsLogin({ countryDialingCode: '+84', mobileNum: '912 345 678', verificationCode: '123456' })
 *   // body: { type: 'sms', countryDialingCode: '+84', mobileNum: '912345678', verificationCode: '123456',
 *   //         loginDeviceId: '…', isOfficialAppLogin: false }
 */
export function submitSmsLogin(input: SmsLoginInput, captchaFields: CaptchaFields = {}): Promise<LoginValue> {
  return api.call(login, {
    body: {
      type: 'sms',
      countryDialingCode: input.countryDialingCode,
      mobileNum: normalizeMobile(input.mobileNum),
      verificationCode: input.verificationCode.trim(),
      loginDeviceId: loginDeviceId(),
      isOfficialAppLogin: getDevice().inNativeApp,
      ...captchaFields,
    },
    headers: deviceHeaders(),
  });
}
