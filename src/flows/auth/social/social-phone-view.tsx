import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { useModal } from '@/ui/use-modal';

/**
 * Phone sign-in (Firebase): the number in international form, then the code the SMS brings.
 * `step` "number" → "code"; `busy` while Firebase works; `error` is final text. Escape cancels
 * (not while Firebase works).
 */
export function SocialPhoneView({ step, busy, error, recaptchaRef, onSend, onConfirm, onCancel }: {
  step: 'number' | 'code';
  busy: boolean;
  error: string | null;
  /** Where the invisible reCAPTCHA lives. */
  recaptchaRef?: RefObject<HTMLDivElement | null>;
  onSend: (e164: string) => void;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('+');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const modal = useModal(busy ? undefined : onCancel);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = step === 'number' ? phone.replace(/[\s-]/g, '') : code.trim();
    if (step === 'number' ? !/^\+\d{6,15}$/.test(value) : !value) return setMissing(true);
    setMissing(false);
    if (step === 'number') onSend(value);
    else onConfirm(value);
  };
  return (
    <div className="overlay" role="presentation">
      <form ref={modal} className="dialog social-dialog" role="dialog" aria-modal="true" aria-labelledby="social-phone-title" onSubmit={submit} noValidate>
        <h2 className="dialog__title" id="social-phone-title">{t('auth.social.phone_title')}</h2>
        <div className="dialog__message social-dialog__body">
          {error && <p className="notice" role="alert">{error}</p>}
          {step === 'number' ? (
            <TextField label={t('auth.social.phone_number')} name="phone" type="tel" inputMode="tel" autoComplete="tel" value={phone}
              onChange={(e) => setPhone(e.target.value)} invalid={missing} />
          ) : (
            <TextField label={t('auth.social.code')} name="code" inputMode="numeric" autoComplete="one-time-code" value={code}
              onChange={(e) => setCode(e.target.value)} invalid={missing} autoFocus />
          )}
          {missing && step === 'number' && <p className="notice" role="alert">{t('auth.social.phone_hint')}</p>}
          <div ref={recaptchaRef} />
        </div>
        <div className="dialog__actions">
          <button type="button" onClick={onCancel} disabled={busy}>{t('auth.social.cancel')}</button>
          <Button type="submit" disabled={busy} aria-busy={busy}>{t(step === 'number' ? 'auth.social.send_code' : 'auth.social.confirm')}</Button>
        </div>
      </form>
    </div>
  );
}
