import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { CodeField, MobileField } from './sms-fields';

export interface SmsLoginViewProps {
  busy: boolean;
  /** A message above the form (the server's text or a translated one). */
  error: string | null;
  /** The country picker, or null when the default dialing code is used. */
  picker: ReactNode;
  /** The send-code button for the number typed so far; `onMissingMobile` highlights and focuses the field. */
  renderCodeButton: (mobileNum: string, onMissingMobile: () => void) => ReactNode;
  onSubmit: (input: { mobileNum: string; verificationCode: string }) => void;
  /** Stories only. */
  initial?: { mobileNum?: string; verificationCode?: string };
}

/**
 * SMS login: mobile number (with the country picker) and the texted code. Inputs are trimmed; an
 * empty field is highlighted and focused, with no message. What was typed stays after a failure.
 */
export function SmsLoginView({ busy, error, picker, renderCodeButton, onSubmit, initial }: SmsLoginViewProps) {
  const { t } = useTranslation();
  const [mobileNum, setMobileNum] = useState(initial?.mobileNum ?? '');
  const [code, setCode] = useState(initial?.verificationCode ?? '');
  const [missing, setMissing] = useState<'mobile' | 'code' | null>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const missingMobile = () => {
    setMissing('mobile');
    mobileRef.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mobileNum.trim()) return missingMobile();
    if (!code.trim()) {
      setMissing('code');
      return codeRef.current?.focus();
    }
    setMissing(null);
    onSubmit({ mobileNum: mobileNum.trim(), verificationCode: code.trim() });
  };
  return (
    <form className="card" onSubmit={submit} noValidate style={{ display: 'grid', gap: 14 }}>
      {error && <p className="notice" role="alert">{error}</p>}
      <MobileField value={mobileNum} onChange={setMobileNum} invalid={missing === 'mobile' && !mobileNum.trim()} picker={picker} inputRef={mobileRef} />
      <CodeField value={code} onChange={setCode} invalid={missing === 'code' && !code.trim()} inputRef={codeRef}
        button={renderCodeButton(mobileNum, missingMobile)} />
      <Button type="submit" block disabled={busy} aria-busy={busy}>{busy ? t('auth.logging_in') : t('auth.login')}</Button>
    </form>
  );
}
