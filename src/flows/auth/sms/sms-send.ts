import { api } from '@/lib/http';
import { smsNoLogin } from '@/lib/wire/calls/sms-no-login';
import type { CaptchaFields, SmsTarget } from '@/lib/wire';

/**
 * POST /wps/verification/sms/noLogin: asks the server to text a code to the
 * number. Answers `expirationTime` (epoch ms, the resend deadline). Not retried: a retry could send a second SMS.
 * Failures alert the server's message (the http catalogue); TOO_MANY_REQUEST_SMS stays silent there.
 */
export type { SmsTarget };

export async function sendSmsCode(target: SmsTarget, captcha: CaptchaFields = {}): Promise<{ expirationTime?: unknown }> {
  const value = await api.call(smsNoLogin, { body: { ...target, ...captcha } });
  return value ?? {};
}

/** What a player typed as a mobile number, as sent: spaces, dashes, dots and brackets removed. */
export const normalizeMobile = (typed: string): string => typed.replace(/[\s\-.()]/g, '');
