import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { TextField } from '@/ui/text-field';
import { useModal } from '@/ui/use-modal';
import { METHOD_FIELDS, type SecondFactorField, type SecondFactorMethod, type SecondFactorValues } from './second-factor-methods';

export interface SecondFactorViewProps {
  tabs: readonly SecondFactorMethod[];
  tab: SecondFactorMethod;
  onTab: (method: SecondFactorMethod) => void;
  values: SecondFactorValues;
  onChange: (field: SecondFactorField, value: string) => void;
  /** The empty required field: highlighted and focused, with no message. */
  missing: SecondFactorField | null;
  /** Counts the submits that found a field empty, so the same field is focused again. */
  attempt: number;
  error: string | null;
  busy: boolean;
  success: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** The SMS tab's "send code" button (SmsCodeButton). */
  smsButton?: ReactNode;
}

const INPUT: Record<SecondFactorField, { label: string; type?: string; inputMode?: 'numeric' | 'tel' | 'email'; autoComplete: string }> = {
  payeeName: { label: 'auth.2fa.payee_name', autoComplete: 'name' },
  mobileNum: { label: 'auth.2fa.mobile', type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  verificationCode: { label: 'auth.2fa.sms_code', inputMode: 'numeric', autoComplete: 'one-time-code' },
  authCode: { label: 'auth.2fa.auth_code', inputMode: 'numeric', autoComplete: 'one-time-code' },
  email: { label: 'auth.2fa.email', type: 'email', inputMode: 'email', autoComplete: 'email' },
};

/**
 * The second-factor modal: one tab per required method, the fields of
 * the chosen one, the SMS send button on the SMS tab, the server's message on failure and the
 * success message before the login continues.
 */
export function SecondFactorView(p: SecondFactorViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  // Escape cancels, except while the code is checked or after it passed.
  const modal = useModal(p.busy || p.success ? undefined : p.onCancel);
  useEffect(() => {
    if (p.missing) form.current?.querySelector<HTMLInputElement>(`[name="${p.missing}"]`)?.focus();
  }, [p.missing, p.attempt]);
  return (
    <div className="overlay" role="presentation">
      <section ref={modal} className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 className="dialog__title" id={titleId}>{t('auth.2fa.title')}</h2>
        <form ref={form} noValidate onSubmit={(e) => { e.preventDefault(); p.onSubmit(); }}>
          <div className="dialog__body">
            <p style={{ margin: 0 }}>{t('auth.2fa.intro')}</p>
            {p.tabs.length > 1 && (
              <div className="tabs" role="tablist">
                {p.tabs.map((m) => (
                  <button key={m} type="button" role="tab" aria-selected={m === p.tab} disabled={p.busy || p.success} onClick={() => m !== p.tab && p.onTab(m)}>
                    {t(`auth.2fa.tab_${m}`)}
                  </button>
                ))}
              </div>
            )}
            {METHOD_FIELDS[p.tab].map((field) => {
              const input = INPUT[field];
              const text = (
                <TextField key={field} label={t(input.label)} name={field} type={input.type ?? 'text'} inputMode={input.inputMode} autoComplete={input.autoComplete}
                  autoCapitalize="none" spellCheck={false} value={p.values[field] ?? ''} invalid={p.missing === field}
                  onChange={(e) => p.onChange(field, e.target.value)} readOnly={p.success} />
              );
              return field === 'verificationCode' && p.smsButton ? <div key={field} className="field-row">{text}{p.smsButton}</div> : text;
            })}
            {p.error && <p className="notice" role="alert">{p.error}</p>}
            {p.success && <p className="success" role="status">{t('auth.2fa.success')}</p>}
          </div>
          <div className="dialog__actions">
            <button type="button" onClick={p.onCancel} disabled={p.busy || p.success}>{t('auth.2fa.cancel')}</button>
            <button type="submit" disabled={p.busy || p.success} aria-busy={p.busy}>{p.busy ? t('auth.2fa.verifying') : t('auth.2fa.submit')}</button>
          </div>
        </form>
      </section>
    </div>
  );
}
