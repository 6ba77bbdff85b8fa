import type { MerchantState } from './merchant-state';

// SMS verification before login. The sandbox sends nothing: the code is always SANDBOX_SMS_CODE.
//   sendSmsCode(state, '912345678', now)  -> { expirationTime: now + 60 000 }
//   again within 60 s                     -> 'TOO_MANY_REQUEST_SMS'
//   checkSmsCode(state, '912345678', '123456', now) -> 'ok' (the code is then used up)

export const SANDBOX_SMS_CODE = '123456';
export const SMS_RESEND_MS = 60_000;
export const SMS_CODE_TTL_MS = 300_000;

export function sendSmsCode(state: MerchantState, mobile: string, now = Date.now()): { expirationTime: number } | 'TOO_MANY_REQUEST_SMS' {
  const previous = state.sms.get(mobile);
  if (previous && now < previous.expirationTime) return 'TOO_MANY_REQUEST_SMS';
  const ttl = state.scenario.smsCodeTtlMs ?? SMS_CODE_TTL_MS;
  const code = { code: SANDBOX_SMS_CODE, sentAt: now, expirationTime: now + SMS_RESEND_MS, validUntil: now + ttl };
  state.sms.set(mobile, code);
  return { expirationTime: code.expirationTime };
}

export type SmsCheck = 'ok' | 'verification.code.err' | 'verification.code.expired';

/** A code must have been sent to this mobile; it is used up by a successful check. */
export function checkSmsCode(state: MerchantState, mobile: string, code: string | undefined, now = Date.now()): SmsCheck {
  const sent = state.sms.get(mobile);
  if (!sent || !code || code !== sent.code) return 'verification.code.err';
  if (now >= sent.validUntil) return 'verification.code.expired';
  state.sms.delete(mobile);
  return 'ok';
}
