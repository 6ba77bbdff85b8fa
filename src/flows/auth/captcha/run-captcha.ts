import { CaptchaError } from './captcha-error';
import { acquireCaptcha } from './captcha-lock';
import { loadCaptchaTexts } from './captcha-texts';
import type { CaptchaContext, CaptchaFields, CaptchaPurpose } from './captcha-types';
import { defaultDeps, prepareCaptcha, type CaptchaDeps, type PreparedCaptcha } from './prepare-captcha';

/**
 * solveCaptcha's implementation (index.ts loads it lazily): load the captcha, show it at once,
 * and resolve with the fields when the player solves it. One at a time: a second call while one
 * runs is refused with 'verify geetest too fast'. The challenge is single use,
 * so the captcha is destroyed whatever happens.
 */
export async function runCaptcha(purpose: CaptchaPurpose, context: CaptchaContext, deps?: CaptchaDeps): Promise<CaptchaFields> {
  // Taken before any await: two taps in the same tick must not both get through.
  const release = acquireCaptcha();
  await loadCaptchaTexts();
  const resolved = deps ?? defaultDeps();
  if (!release) throw new CaptchaError('too_fast', resolved.messages.tooFast());
  let prepared: PreparedCaptcha | undefined;
  try {
    prepared = await prepareCaptcha(purpose, context, resolved);
    return await prepared.verify();
  } finally {
    prepared?.destroy();
    release();
  }
}
