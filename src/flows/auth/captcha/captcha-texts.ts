import { translate } from '@/lib/i18n/i18n';
import { textPack } from '@/lib/i18n/text-pack';

/**
 * The captcha's texts are a text pack (src/locales/captcha/), fetched with the captcha's own lazy
 * code rather than with every first load. A failed fetch is not fatal: the run goes on and the
 * texts fall back to their keys, rather than the captcha refusing to start.
 */
const texts = textPack(import.meta.glob<string>('@/locales/captcha/*.json', { query: '?url', import: 'default', eager: true }));

export const loadCaptchaTexts = (): Promise<void> => texts.load().catch(() => undefined);

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Every message a captcha run can end with. */
export function captchaMessages(t: Translate = translate) {
  return {
    /** 'please verify first' (the player closed the captcha). */
    verifyFirst: () => t('auth.captcha.verify_first'),
    /** 'verify geetest too fast' (one is already open). */
    tooFast: () => t('auth.captcha.too_fast'),
    /** 'unknown_error: Geetest service not work' (the SMS captcha needs v4). */
    serviceNotWork: () => t('auth.captcha.service_not_work'),
    notConfigured: () => t('auth.captcha.not_configured'),
    /** 60204 (no script) / 60205 (its resources timed out): 'Network failure' with the code. */
    networkFailure: (code: '60204' | '60205') => t('auth.captcha.network_failure', { code }),
    timeout: () => t('auth.captcha.timeout'),
    unknown: () => t('error.unknown_error'),
  };
}

export type CaptchaMessages = ReturnType<typeof captchaMessages>;
