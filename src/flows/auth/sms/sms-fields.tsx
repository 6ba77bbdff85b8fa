import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import './sms-code-button.css';

/**
 * The two fields every SMS form has, laid out the same everywhere: the mobile number with the
 * country picker in front of it, and the verification code with the send button after it.
 * `invalid` highlights (the host focuses through `inputRef`); there is no message.
 */
interface SmsFieldProps {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** The id of a message the host shows about the field (the password reset's, under it). */
  'aria-describedby'?: string;
}

/** A labelled input with something beside it in one row. */
function RowField({ label, before, after, value, onChange, invalid, inputRef, disabled, ...input }: SmsFieldProps & {
  label: string;
  before?: ReactNode;
  after?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'disabled'>) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <div className="sms-row">
        {before}
        <input ref={inputRef} id={id} className="field__input" value={value} onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid || undefined} disabled={disabled} required {...input} />
        {after}
      </div>
    </div>
  );
}

/** `picker`: the country picker, or null when the default dialing code is used. */
export function MobileField({ picker, ...field }: SmsFieldProps & { picker: ReactNode }) {
  const { t } = useTranslation();
  return <RowField label={t('auth.sms.mobile')} before={picker} name="mobileNum" type="tel" inputMode="tel" autoComplete="tel-national" {...field} />;
}

/** `button`: the send-code button. */
export function CodeField({ button, ...field }: SmsFieldProps & { button: ReactNode }) {
  const { t } = useTranslation();
  return <RowField label={t('auth.sms.code')} after={button} name="verificationCode" inputMode="numeric" autoComplete="one-time-code" maxLength={12} {...field} />;
}
