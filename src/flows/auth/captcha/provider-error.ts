import { CaptchaError } from './captcha-error';
import type { CaptchaMessages } from './captcha-texts';

/**
 * The provider's error as the player reads it: the provider's
 * user error with the code's digits appended, or 'unknown error'. The provider's own loading
 * failures (codes 60204 / 60205, or the bare text v3's loader reports) read 'Network failure',
 * like ours (a bot-detection load failure).
 *
 *   {error_code: 'error_21', user_error: 'Network is slow'}  → provider  'Network is slow (21)'
 *   {code: '60100', msg: 'Too many attempts'}                → provider  'Too many attempts (60100)'
 *   {code: '60205', msg: 'Network failure', desc: {…}}       → 60205     'Network failure (60205)…'
 *   'Network error'                                          → 60205     'Network failure (60205)…'
 *   {code: '12'} or anything else                            → provider  'Something went wrong…'
 */
export function providerError(error: unknown, messages: CaptchaMessages): CaptchaError {
  if (typeof error === 'string') return new CaptchaError('60205', messages.networkFailure('60205'));
  const fields = error && typeof error === 'object' ? (error as Record<string, unknown>) : {};
  const code = text(fields.error_code) ?? text(fields.code) ?? '';
  const digits = code.replace(/\D/g, '');
  if (digits === '60204' || digits === '60205') return new CaptchaError(digits, messages.networkFailure(digits));
  const userError = text(fields.user_error) ?? text(fields.msg);
  if (!userError) return new CaptchaError('provider', messages.unknown());
  return new CaptchaError('provider', digits ? `${userError} (${digits})` : userError);
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
