/**
 * The second factor's rules, as data and pure functions.
 *
 *   tabsFor({ email: true, sms: true, ga: false, payeeName: false })  → ['sms', 'email']
 *   missingField('sms', { mobileNum: ' 912 ', verificationCode: '' })  → 'verificationCode'
 *   verificationBody('sms', { mobileNum: ' 912345670 ', verificationCode: '123456 ' }, creds)
 *     → { username, password, method: 'S', mobileNum: '912345670', verificationCode: '123456', … }
 */
import type { SecondFactorLetter, SecondFactorRequest } from '@/lib/wire';

export type SecondFactorMethod = 'payeeName' | 'sms' | 'ga' | 'email';

/** The server's `login_verify_required` value. */
export type RequiredMethods = Partial<Record<SecondFactorMethod, boolean>>;

export type SecondFactorField = 'payeeName' | 'mobileNum' | 'verificationCode' | 'authCode' | 'email';
export type SecondFactorValues = Partial<Record<SecondFactorField, string>>;

/** Tab order of the modal; the first required one shows by default. */
export const METHOD_ORDER: readonly SecondFactorMethod[] = ['payeeName', 'sms', 'ga', 'email'];

/** The `method` letter of POST /wps/session/login/verification. */
export const METHOD_LETTER: Record<SecondFactorMethod, SecondFactorLetter> = { payeeName: 'P', sms: 'S', ga: 'G', email: 'E' };

/** Fields each method needs, in the order they are checked (and focused when empty). */
export const METHOD_FIELDS: Record<SecondFactorMethod, readonly SecondFactorField[]> = {
  payeeName: ['payeeName'],
  sms: ['mobileNum', 'verificationCode'],
  ga: ['authCode'],
  email: ['email'],
};

export function tabsFor(required: RequiredMethods | null | undefined): SecondFactorMethod[] {
  return METHOD_ORDER.filter((m) => required?.[m] === true);
}

/** Reads `login_verify_required`'s value; null when it asks for no method the modal knows. */
export function readRequiredMethods(value: unknown): RequiredMethods | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const methods: RequiredMethods = {};
  for (const m of METHOD_ORDER) methods[m] = v[m] === true;
  return tabsFor(methods).length ? methods : null;
}

/** The first required field that is empty after trimming, or null. */
export function missingField(method: SecondFactorMethod, values: SecondFactorValues): SecondFactorField | null {
  return METHOD_FIELDS[method].find((f) => !(values[f] ?? '').trim()) ?? null;
}

export function verificationBody(
  method: SecondFactorMethod,
  values: SecondFactorValues,
  credentials: { username: string; password: string; countryDialingCode?: string },
): SecondFactorRequest {
  const body: SecondFactorRequest = { username: credentials.username, password: credentials.password, method: METHOD_LETTER[method] };
  for (const field of METHOD_FIELDS[method]) body[field] = (values[field] ?? '').trim();
  if (method === 'sms') {
    body.mobileNum = body.mobileNum!.replace(/[\s\-.()]/g, '');
    if (credentials.countryDialingCode) body.countryDialingCode = credentials.countryDialingCode;
  }
  return body;
}
