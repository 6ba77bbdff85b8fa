import type { GeetestChallenge } from '@/lib/wire';
import type { Language } from '@/lib/i18n/languages';
import type { CaptchaFields } from './captcha-types';

/**
 * The provider's public browser API, as its own clients define it (the sandbox's stand-in,
 * sandbox/geetest/stand-in.js, implements the same), "bind" product: nothing shows until we ask.
 *
 *   v3  <base>/static/js/gt.0.4.9.js  window.initGeetest({gt, challenge, new_captcha, product, lang, onError}, cb)
 *   v4  <base>/v4/gt4.js              window.initGeetest4({captchaId, product, language, onError}, cb)
 *
 * cb(captchaObj): onReady / onSuccess / onError / onClose, then verify() (v3) or showCaptcha()
 * (v4) to show it, getValidate() for the answer, reset(), destroy().
 */
export interface GeetestCaptchaObj {
  onReady(fn: () => void): unknown;
  onSuccess(fn: () => void): unknown;
  onError(fn: (error: unknown) => void): unknown;
  onClose(fn: () => void): unknown;
  getValidate(): Record<string, unknown> | false | null | undefined;
  reset(): void;
  destroy?(): void;
  /** v3 */
  verify?(): void;
  /** v4 */
  showCaptcha?(): void;
}

type InitGeetest = (config: Record<string, unknown>, callback: (captcha: GeetestCaptchaObj) => void) => void;

export type GeetestVersion = 'v3' | 'v4';

/**
 * v3's file is fixed and versioned, so it can be pinned: a manifest's
 * `geetest.scriptIntegrity["/static/js/gt.0.4.9.js"]` (its SRI hash, beside the bases it is loaded
 * from) makes the loader refuse any other bytes. Moving to another version here means new pins in
 * every manifest that has one (captcha/pins.test.ts fails on a pin for another path). v4's gt4.js
 * changes in place: it cannot be pinned.
 */
export const PROVIDER_SCRIPT: Record<GeetestVersion, { path: string; global: 'initGeetest' | 'initGeetest4' }> = {
  v3: { path: '/static/js/gt.0.4.9.js', global: 'initGeetest' },
  v4: { path: '/v4/gt4.js', global: 'initGeetest4' },
};

/** The provider's language codes (v3 `lang`, v4 `language`); anything else gets English. */
const LANGUAGES: Partial<Record<Language, [v3: string, v4: string]>> = {
  CN: ['zh-cn', 'zho'], TW: ['zh-tw', 'zho-tw'], JA: ['ja', 'jpn'], KO: ['ko', 'kor'], ID: ['id', 'ind'],
  ES: ['es', 'spa'], PT: ['pt-pt', 'por'], 'PT-BR': ['pt-pt', 'pon'],
};

export interface ProviderEvents {
  ready(): void;
  success(): void;
  close(): void;
  error(error: unknown): void;
}

/** GET /wps/captcha/geetest's answer: the contract's GeetestChallenge. */
export type V3Challenge = GeetestChallenge;

/**
 * Starts the provider's captcha (its script is loaded); the events say what happens next.
 * Returns the captcha object once the provider hands it over (null before).
 */
export function initProvider(
  version: GeetestVersion,
  setup: { captchaId: string; challenge: V3Challenge | null; language: Language },
  events: ProviderEvents,
  onObject: (captcha: GeetestCaptchaObj) => void,
): void {
  const init = (window as unknown as Record<string, InitGeetest | undefined>)[PROVIDER_SCRIPT[version].global];
  if (typeof init !== 'function') throw new Error(`the Geetest ${version} script defines no ${PROVIDER_SCRIPT[version].global}`);
  const [v3Lang, v4Lang] = LANGUAGES[setup.language] ?? ['en', 'eng'];
  const common = { product: 'bind', https: location.protocol === 'https:', onError: events.error };
  const config =
    version === 'v3'
      ? { ...common, gt: setup.challenge?.gt, challenge: setup.challenge?.challenge, offline: false, new_captcha: setup.challenge?.newCaptcha ?? true, lang: v3Lang }
      : { ...common, captchaId: setup.captchaId, language: v4Lang };
  init(config, (captcha) => {
    onObject(captcha);
    captcha.onReady(events.ready);
    captcha.onSuccess(events.success);
    captcha.onClose(events.close);
    captcha.onError(events.error);
  });
}

/** Shows the captcha: the bind product's verify() (v3) or showCaptcha() (v4). */
export function showProvider(captcha: GeetestCaptchaObj): void {
  if (captcha.showCaptcha) captcha.showCaptcha();
  else captcha.verify?.();
}

/** The answer in the payload's fields (sandbox/geetest.ts checks exactly these), or null. */
export function providerAnswer(version: GeetestVersion, captcha: GeetestCaptchaObj): CaptchaFields | null {
  const result = captcha.getValidate();
  if (!result) return null;
  if (version === 'v4') return { geetestValidateV4: JSON.stringify(result) };
  const { geetest_challenge: challenge, geetest_seccode: seccode } = result;
  return typeof seccode === 'string' && seccode ? { geetestChallenge: typeof challenge === 'string' ? challenge : '', geetestSeccode: seccode } : null;
}
