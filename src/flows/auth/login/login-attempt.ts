import { isHttpError } from '@/lib/http';
import type { CaptchaFields } from '../captcha';

/**
 * One login call with the captcha as login requires it: solved first when
 * the merchant's flags ask for it; and when the server still demands one (`captcha.required`,
 * `captcha.invalid`: the back office switched GEETEST3 on since the page loaded, or an old
 * challenge), solved and tried once more, never more ("retried once for the captcha").
 *
 *   await attemptLogin((fields) => submitPasswordLogin(u, p, fields), { needed: false, solve })
 *   // 1st call → captcha.required → solve() → 2nd call with the fields → its answer (or its error)
 */
export const CAPTCHA_DEMANDS = new Set(['captcha.required', 'captcha.invalid']);

export async function attemptLogin<T>(
  call: (fields: CaptchaFields) => Promise<T>,
  captcha: { needed: boolean; solve: () => Promise<CaptchaFields> },
): Promise<T> {
  const first = captcha.needed ? await captcha.solve() : {};
  try {
    return await call(first);
  } catch (failure) {
    if (!isHttpError(failure) || !CAPTCHA_DEMANDS.has(failure.code)) throw failure;
    return call(await captcha.solve());
  }
}
