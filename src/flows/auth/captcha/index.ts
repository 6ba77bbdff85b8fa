/**
 * The captcha (Geetest v3/v4) as the auth flow's screens use it. THIS FILE IS THE CONTRACT: the
 * implementation behind it is lazy; login, SMS and registration call only these.
 *
 *   if (captchaNeeded('login', features.captcha)) fields = await solveCaptcha('login', { captcha: features.captcha, scriptBases });
 *   await api.call(login, { body: { ...credentials, ...fields } })
 *
 * solveCaptcha rejects with a CaptchaError whose `message` is final, translated text for an alert
 * (verify_first when the player closed it, 'verify geetest too fast' when one already runs,
 * 60204/60205 'Network failure' when the script cannot load, the provider's error with its code…).
 *
 * Nothing here pulls the implementation in: run-captcha and the widget are separate chunks,
 * loaded on the first call or the first render of <CaptchaWidget>.
 */
import { createElement, lazy, Suspense } from 'react';
import type { FeatureSet } from '@/runtime/steps/resolve-features';
import type { CaptchaContext, CaptchaFields, CaptchaPurpose, CaptchaWidgetProps } from './captcha-types';

export { CaptchaError, isCaptchaError } from './captcha-error';
export type { CaptchaContext, CaptchaFields, CaptchaPurpose, CaptchaWidgetProps } from './captcha-types';

/** Whether this purpose needs a solved captcha under the current flags. */
export function captchaNeeded(purpose: CaptchaPurpose, captcha: FeatureSet['captcha']): boolean {
  return captcha[purpose];
}

/** Runs the captcha (loading its code lazily) and resolves with the fields to send. */
export async function solveCaptcha(purpose: CaptchaPurpose, context: CaptchaContext): Promise<CaptchaFields> {
  const { runCaptcha } = await import('./run-captcha');
  return runCaptcha(purpose, context);
}

const LazyWidget = lazy(() => import('./captcha-widget'));

/**
 * The register form's widget (props: captcha-types.ts). Its code is a chunk of its own, fetched
 * on first render; meanwhile an empty box of the same size keeps the form from jumping.
 */
export function CaptchaWidget(props: CaptchaWidgetProps) {
  return createElement(Suspense, { fallback: createElement('div', { className: 'captcha-widget', 'aria-busy': true, style: { minHeight: 48 } }) }, createElement(LazyWidget, props));
}
