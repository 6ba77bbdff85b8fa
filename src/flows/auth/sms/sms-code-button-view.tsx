import { useTranslation } from '@/lib/i18n/use-translation';
import './sms-code-button.css';

export type SmsCodeButtonState = 'idle' | 'sending' | 'countdown';

export interface SmsCodeButtonViewProps {
  state: SmsCodeButtonState;
  /** Seconds left while counting down. */
  seconds: number;
  /** A code was sent before: the idle label says "Resend". */
  sent: boolean;
  onClick: () => void;
  disabled?: boolean;
  /** The status line once a code is sent, where "sent to your phone" would say too much (the password reset). */
  sentLabel?: string;
}

/**
 * The "send code" button beside a verification code field: idle → sending → a countdown until the
 * resend deadline → idle ("Resend code"). The changing number is hidden from screen readers; a
 * polite status line says once that the code was sent.
 */
export function SmsCodeButtonView({ state, seconds, sent, onClick, disabled, sentLabel }: SmsCodeButtonViewProps) {
  const { t } = useTranslation();
  const label = state === 'sending' ? t('auth.sms.sending') : state === 'countdown' ? t('auth.sms.countdown', { seconds }) : sent ? t('auth.sms.resend') : t('auth.sms.send');
  return (
    <>
      <button type="button" className="sms-code-button" onClick={onClick} disabled={disabled || state !== 'idle'} aria-busy={state === 'sending'}>
        <span aria-hidden={state === 'countdown'}>{label}</span>
        {state === 'countdown' && <span className="sr-only">{t('auth.sms.wait')}</span>}
      </button>
      <span className="sr-only" role="status">{state === 'countdown' ? (sentLabel ?? t('auth.sms.sent')) : ''}</span>
    </>
  );
}
