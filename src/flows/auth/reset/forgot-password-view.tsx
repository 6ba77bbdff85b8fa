import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { Screen } from '@/ui/screen';
import { TextField } from '@/ui/text-field';
import { CodeField, MobileField } from '../sms/sms-fields';
import { resetProblem, type ResetChannel, type ResetField, type ResetProblem, type ResetValues } from './reset-rules';
import { MIN_PASSWORD_LENGTH } from '../change-password/change-password-rules';

/** A failure the page was told about, in words, by the field it concerns ('form': above the form). */
export interface ShownFailure {
  field: ResetField | 'form';
  message: string;
}

type Typed = Record<'mobileNum' | 'email' | 'verificationCode' | 'newPassword' | 'confirm', string>;

export interface ForgotPasswordViewProps {
  channel: ResetChannel;
  onChannel: (channel: ResetChannel) => void;
  /** The country picker on the mobile tab, or null when the default dialing code is used. */
  picker: ReactNode;
  /**
   * The send-code button for the number or address typed so far; `mark(problem)` marks and focuses
   * that field, with the problem's message (or none: an empty number is marked only).
   */
  renderCodeButton: (channel: ResetChannel, target: string, mark: (problem: ResetProblem | null) => void) => ReactNode;
  busy: boolean;
  failure: ShownFailure | null;
  /** The merchant's public mobile default password: never a new password. */
  publicDefault: string | null;
  onSubmit: (channel: ResetChannel, values: ResetValues) => void;
  onBack: () => void;
  loginPath: string;
  /** Stories only: start values and a found problem. */
  initial?: Partial<Typed>;
  initialProblem?: ResetProblem | null;
}

const TARGET_NAME = { sms: 'mobileNum', email: 'email' } as const;
const nameOf = (channel: ResetChannel, field: ResetField) => (field === 'target' ? TARGET_NAME[channel] : field);

/**
 * /m/forgotPassword: the account's mobile number (with the country picker) or email address, the
 * code sent there, and the new password twice. The form's own checks (reset-rules.ts) and the
 * server's refusals show under the field they concern, which is marked and focused; a failure of
 * the server itself shows above the form. Nothing typed is ever cleared by a failure.
 */
export function ForgotPasswordView(p: ForgotPasswordViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState<Typed>({ mobileNum: '', email: '', verificationCode: '', newPassword: '', confirm: '', ...p.initial });
  const [problem, setProblem] = useState<ResetProblem | null>(p.initialProblem ?? null);
  const [marked, setMarked] = useState<ResetField | null>(null);
  const values: ResetValues = { target: p.channel === 'sms' ? typed.mobileNum : typed.email, verificationCode: typed.verificationCode, newPassword: typed.newPassword, confirm: typed.confirm };
  const focus = (field: ResetField) => form.current?.querySelector<HTMLInputElement>(`[name="${nameOf(p.channel, field)}"]`)?.focus();

  // A refusal the server sent about a field: that field takes the focus, as a problem found here does.
  useEffect(() => {
    if (p.failure && p.failure.field !== 'form') form.current?.querySelector<HTMLInputElement>(`[name="${nameOf(p.channel, p.failure.field)}"]`)?.focus();
  }, [p.failure, p.channel]);

  const mark = (found: ResetProblem | null) => {
    setProblem(found);
    setMarked('target');
    focus('target');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = resetProblem(p.channel, values, p.publicDefault);
    setProblem(found);
    setMarked(found?.field ?? null);
    if (found) return focus(found.field);
    p.onSubmit(p.channel, values);
  };
  const set = (name: keyof Typed) => (value: string) => setTyped((v) => ({ ...v, [name]: value }));

  // What shows under a field: this form's own problem first, else the server's refusal.
  const messageFor = (field: ResetField): string | null =>
    problem?.field === field ? t(problem.message, { min: MIN_PASSWORD_LENGTH }) : p.failure?.field === field ? p.failure.message : null;
  const describe = (field: ResetField) => {
    const message = messageFor(field);
    return {
      invalid: marked === field || message !== null,
      'aria-describedby': message ? `${id}-${field}` : undefined,
      after: message && <p className="notice" role="alert" id={`${id}-${field}`}>{message}</p>,
    };
  };
  const target = describe('target');
  const code = describe('verificationCode');
  const fresh = describe('newPassword');
  const confirm = describe('confirm');
  const tab = (channel: ResetChannel, label: string) => (
    <button type="button" role="tab" data-tab={channel} aria-selected={p.channel === channel} onClick={() => {
      setProblem(null);
      setMarked(null);
      p.onChannel(channel);
    }}>{label}</button>
  );

  return (
    <Screen title={t('screen.forgotPassword')} onBack={p.onBack} backLabel={t('common.back')}>
      <div className="tabs" role="tablist">{tab('sms', t('auth.reset.tab_mobile'))}{tab('email', t('auth.reset.tab_email'))}</div>
      <form ref={form} className="card stack" onSubmit={submit} noValidate aria-busy={p.busy}>
        <p className="hint">{t(p.channel === 'sms' ? 'auth.reset.intro_mobile' : 'auth.reset.intro_email')}</p>
        {p.failure?.field === 'form' && <p className="notice" role="alert">{p.failure.message}</p>}
        {p.channel === 'sms'
          ? <MobileField value={typed.mobileNum} onChange={set('mobileNum')} invalid={target.invalid} picker={p.picker} aria-describedby={target['aria-describedby']} />
          : <TextField label={t('auth.reset.email')} name="email" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false}
            value={typed.email} onChange={(e) => set('email')(e.target.value)} invalid={target.invalid} aria-describedby={target['aria-describedby']} required />}
        {target.after}
        <CodeField value={typed.verificationCode} onChange={set('verificationCode')} invalid={code.invalid} aria-describedby={code['aria-describedby']}
          button={p.renderCodeButton(p.channel, values.target, mark)} />
        {code.after}
        <TextField label={t('auth.changepw.new')} name="newPassword" type="password" autoComplete="new-password" value={typed.newPassword}
          onChange={(e) => set('newPassword')(e.target.value)} invalid={fresh.invalid} aria-describedby={fresh['aria-describedby']} required />
        {fresh.after}
        <TextField label={t('auth.changepw.confirm')} name="confirm" type="password" autoComplete="new-password" value={typed.confirm}
          onChange={(e) => set('confirm')(e.target.value)} invalid={confirm.invalid} aria-describedby={confirm['aria-describedby']} required />
        {confirm.after}
        <Button type="submit" block disabled={p.busy} aria-busy={p.busy}>{p.busy ? t('auth.reset.saving') : t('auth.reset.submit')}</Button>
      </form>
      <p className="center">{t('auth.reset.remembered')} <Link href={p.loginPath}>{t('auth.login')}</Link></p>
    </Screen>
  );
}
