import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { Screen } from '@/ui/screen';
import { TextField } from '@/ui/text-field';
import { passwordChangeProblem, type PasswordChangeField, type PasswordChangeValues } from './change-password-rules';

export interface ChangePasswordViewProps {
  /** Why the change is asked for: the weak default password, or an expired one. */
  reason: 'weak' | 'expired' | null;
  busy: boolean;
  /** The server's message (or a translated one) after a failed change. */
  error: string | null;
  done: boolean;
  onSubmit: (oldPassword: string, newPassword: string) => void;
  /** Start values and a found problem (stories). */
  initial?: Partial<PasswordChangeValues>;
  initialProblem?: ReturnType<typeof passwordChangeProblem>;
}

const FIELDS: { name: PasswordChangeField; label: string; autoComplete: string }[] = [
  { name: 'oldPassword', label: 'auth.changepw.old', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'auth.changepw.new', autoComplete: 'new-password' },
  { name: 'confirm', label: 'auth.changepw.confirm', autoComplete: 'new-password' },
];

/**
 * /m/changePsw: current, new and confirmed password. The form's own checks
 * (change-password-rules.ts) name the field; what was typed is kept after a failure. The fields
 * carry `autocomplete` so a password manager fills the old one and offers to save the new one.
 */
export function ChangePasswordView({ reason, busy, error, done, onSubmit, initial, initialProblem = null }: ChangePasswordViewProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PasswordChangeValues>({ oldPassword: '', newPassword: '', confirm: '', ...initial });
  const [problem, setProblem] = useState<ReturnType<typeof passwordChangeProblem>>(initialProblem);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = passwordChangeProblem(values);
    setProblem(found);
    if (found) return event.currentTarget.querySelector<HTMLInputElement>(`[name="${found.field}"]`)?.focus();
    onSubmit(values.oldPassword, values.newPassword);
  };
  return (
    <Screen title={t('auth.changepw.title')}>
      {reason && <p className="card" style={{ margin: 0 }}>{t(reason === 'weak' ? 'auth.changepw.reason_weak' : 'auth.changepw.reason_expired')}</p>}
      <form className="card stack" onSubmit={submit} noValidate>
        {error && <p className="notice" role="alert">{error}</p>}
        {done && <p className="success" role="status">{t('auth.changepw.done')}</p>}
        {FIELDS.map((f) => (
          <TextField key={f.name} label={t(f.label)} name={f.name} type="password" autoComplete={f.autoComplete} value={values[f.name]}
            onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))} invalid={problem?.field === f.name} required />
        ))}
        {problem && <p className="notice" role="alert">{t(problem.message, { min: 6 })}</p>}
        <Button type="submit" block disabled={busy || done} aria-busy={busy}>{busy ? t('auth.changepw.saving') : t('auth.changepw.submit')}</Button>
      </form>
    </Screen>
  );
}
