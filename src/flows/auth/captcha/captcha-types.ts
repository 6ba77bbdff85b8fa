import type { CaptchaFields } from '@/lib/wire';
import type { FeatureSet } from '@/runtime/steps/resolve-features';

/** The types of the captcha contract (index.ts re-exports them; kept apart so lazy files avoid a cycle). */
export type CaptchaPurpose = 'login' | 'sms' | 'register';

/** The captcha's payload fields (login request and register payload): the contract's type. */
export type { CaptchaFields };

export interface CaptchaContext {
  captcha: FeatureSet['captcha'];
  /** The manifest's geetest.scriptBases. */
  scriptBases: readonly string[];
}

/**
 * The register form's captcha widget:
 *
 *   <CaptchaWidget purpose="register" context={{ captcha: features.captcha, scriptBases: manifest.geetest.scriptBases }}
 *                  onSolved={(fields) => setCaptcha(fields)} resetKey={failedAttempts} />
 *
 * `onSolved(null)` when a solved answer is no longer valid (refreshed); change `resetKey` after a
 * failed registration (the challenge was used up, so the captcha is refreshed).
 */
export interface CaptchaWidgetProps {
  purpose: CaptchaPurpose;
  context: CaptchaContext;
  onSolved: (fields: CaptchaFields | null) => void;
  resetKey?: number | string;
}
