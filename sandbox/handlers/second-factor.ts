import { memberForFirebaseToken } from '../firebase-token';
import { mobileDigits, type MerchantState } from '../merchant-state';
import type { Member, RequiredMethods } from '../seed-members';
import { checkSmsCode } from '../sms-codes';
import { field } from '../wps-context';

// The second factor of POST /wps/session/login/verification. Sandbox answers:
//   E (email)      email = the sandbox email code 246810, or the member's address on record
//   P (payee name) payeeName = the member's payee name (case and spacing ignored)
//   G (authenticator) authCode = 135790
//   S (sms)        mobileNum = the member's mobile + verificationCode from /wps/verification/sms/noLogin
//                  (or firebaseIdToken "sandbox-firebase:<userName or mobile>" with the firebase provider)

export const SANDBOX_EMAIL_CODE = '246810';
export const SANDBOX_GA_CODE = '135790';

const METHOD_FLAG: Record<string, keyof RequiredMethods> = { E: 'email', P: 'payeeName', G: 'ga', S: 'sms' };

/** null when the factor is satisfied, else the error code. */
export function checkSecondFactor(state: MerchantState, member: Member, methods: RequiredMethods | null, body: Record<string, unknown>): string | null {
  const method = field(body, 'method')?.toUpperCase() ?? '';
  const flag = METHOD_FLAG[method];
  if (!flag || !methods?.[flag]) return 'verify.method.invalid';
  const same = (a: string | null, b: string) => a !== null && a.replace(/\s+/g, ' ').toLowerCase() === b.replace(/\s+/g, ' ').toLowerCase();
  switch (method) {
    case 'E': {
      const email = field(body, 'email');
      if (!email) return 'verify.field.required';
      return email === SANDBOX_EMAIL_CODE || same(member.email, email) ? null : 'verification.code.err';
    }
    case 'P': {
      const payee = field(body, 'payeeName');
      if (!payee) return 'verify.field.required';
      return same(member.payeeName, payee) ? null : 'verification.code.err';
    }
    case 'G': {
      const code = field(body, 'authCode');
      if (!code) return 'verify.field.required';
      return code === SANDBOX_GA_CODE ? null : 'verification.code.err';
    }
    default: {
      const firebase = field(body, 'firebaseIdToken');
      if (firebase) return memberForFirebaseToken(state, firebase) === member ? null : 'firebase.token.invalid';
      const mobile = mobileDigits(body.mobileNum, body.countryDialingCode);
      const code = field(body, 'verificationCode');
      if (!mobile || !code) return 'verify.field.required';
      if (mobile !== member.mobileNum) return 'mobile.invalid';
      const sms = checkSmsCode(state, mobile, code);
      return sms === 'ok' ? null : sms;
    }
  }
}
