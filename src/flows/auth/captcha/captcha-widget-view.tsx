import { useTranslation } from '@/lib/i18n/use-translation';
import './captcha-widget.css';

/**
 * Loading → waiting (ready: click to verify) → success, or
 * error with the code digits (the message already carries them) and a retry link back to
 * loading. `verifying` is waiting while the provider's captcha is open; a close returns to
 * waiting (the reset).
 */
export type CaptchaWidgetState = 'loading' | 'waiting' | 'verifying' | 'success' | 'error';

export interface CaptchaWidgetViewProps {
  state: CaptchaWidgetState;
  /** The error's text (state 'error'). */
  error?: string | null;
  onVerify: () => void;
  onRetry: () => void;
}

export function CaptchaWidgetView({ state, error, onVerify, onRetry }: CaptchaWidgetViewProps) {
  const { t } = useTranslation();
  return (
    <div className={`captcha-widget captcha-widget--${state}`} role="group" aria-label={t('auth.captcha.label')}>
      {state === 'loading' && (
        <p className="captcha-widget__row" role="status" aria-busy="true">
          <span className="captcha-widget__spinner" aria-hidden="true" />
          {t('auth.captcha.loading')}
        </p>
      )}
      {(state === 'waiting' || state === 'verifying') && (
        <button type="button" className="captcha-widget__button" onClick={onVerify} disabled={state === 'verifying'} aria-busy={state === 'verifying'}>
          <span className="captcha-widget__box" aria-hidden="true" />
          {t(state === 'waiting' ? 'auth.captcha.click_to_verify' : 'auth.captcha.verifying')}
        </button>
      )}
      {state === 'success' && (
        <p className="captcha-widget__row captcha-widget__row--ok" role="status">
          <span className="captcha-widget__tick" aria-hidden="true">✓</span>
          {t('auth.captcha.verified')}
        </p>
      )}
      {state === 'error' && (
        <p className="captcha-widget__row captcha-widget__row--error" role="alert">
          <span>{error}</span>
          <button type="button" className="captcha-widget__retry" onClick={onRetry}>{t('auth.captcha.retry')}</button>
        </p>
      )}
    </div>
  );
}
