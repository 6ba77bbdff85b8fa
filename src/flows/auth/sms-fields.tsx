import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import './sms-code-button.css';

/**
 * The two fields every SMS form has, laid out the same everywhere: the mobile number with the
 * country picker in front of it, and the verification code with the send button after it.
 * `invalid` highlights (the host focuses through `inputRef`); there is no message (spec section 5).
 */
export function MobileField({ value, onChange, invalid, picker, inputRef, disabled }: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  /** The country picker, or null when the default dialing code is used. */
  picker: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{t('auth.sms.mobile')}</label>
      <div className="sms-row">
        {picker}
        <input ref={inputRef} id={id} className="field__input" name="mobileNum" type="tel" inputMode="tel" autoComplete="tel-national"
          value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid || undefined} disabled={disabled} required />
      </div>
    </div>
  );
}

export function CodeField({ value, onChange, invalid, button, inputRef, disabled }: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  /** The send-code button. */
  button: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{t('auth.sms.code')}</label>
      <div className="sms-row">
        <input ref={inputRef} id={id} className="field__input" name="verificationCode" inputMode="numeric" autoComplete="one-time-code"
          maxLength={12} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid || undefined} disabled={disabled} required />
        {button}
      </div>
    </div>
  );
}
