import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'wouter';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Screen } from '@/ui/screen';
import { TextField } from '@/ui/text-field';
import { RegisterTabs, type RegisterMethodTab } from './register-tabs';
import { CodeField, MobileField } from '../sms/sms-fields';
import './register.css';

/** What the form hands over; the screen adds the dialing code and, without a password field, the default one. */
export interface RegisterInput {
  method: RegisterMethodTab;
  username: string;
  mobileNum: string;
  verificationCode: string;
  /** '' on the mobile form when the merchant's default password is used. */
  password: string;
  login: boolean;
  /** Remember the password on this device after registering (with login), as the login's "Remember me" does. */
  remember: boolean;
}

type Field = 'username' | 'mobileNum' | 'verificationCode' | 'password';

export interface RegisterViewProps {
  brand: string;
  busy: boolean;
  /** The mobile form asks for a password (MOBILENUMPASSREG3 on, or no default password configured). */
  mobilePassword: boolean;
  /** The country picker, or null when the default dialing code is used. */
  picker: ReactNode;
  renderCodeButton: (mobileNum: string, onMissingMobile: () => void) => ReactNode;
  /** The captcha widget when the merchant asks for one (click to verify), else null. */
  captcha: ReactNode;
  onSubmit: (input: RegisterInput) => void;
  loginPath: string;
  onBack?: () => void;
  /** After a registration: the success message; confirming continues (log in, or go to the login page). */
  success: { message: string; onConfirm: () => void } | null;
  /** This browser cannot keep a password safely (no local storage or IndexedDB): the option is off, with a notice. */
  rememberBlocked?: boolean;
  /** What the form starts with: a story's state, or what was typed before a reload (ui/form-draft.ts). */
  initial?: Partial<RegisterInput> & { missing?: Field };
}

/**
 * /m/register: registration by username or by mobile number. Inputs are trimmed
 * (not the password); an empty required field is highlighted and focused. What was typed stays
 * after a failure (the failure itself is the server's message in an alert).
 */
export function RegisterView({ brand, busy, mobilePassword, picker, renderCodeButton, captcha, onSubmit, loginPath, onBack, success, rememberBlocked = false, initial }: RegisterViewProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<RegisterInput>({
    method: 'username', username: '', mobileNum: '', verificationCode: '', password: '', login: true, remember: false, ...initial,
  });
  const [missing, setMissing] = useState<Field | null>(initial?.missing ?? null);
  const refs = { username: useRef<HTMLInputElement>(null), mobileNum: useRef<HTMLInputElement>(null), verificationCode: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const set = <K extends keyof RegisterInput>(key: K) => (value: RegisterInput[K]) => setValues((v) => ({ ...v, [key]: value }));
  const mark = (field: Field) => {
    setMissing(field);
    refs[field].current?.focus();
  };
  const mobile = values.method === 'mobile';
  const needsPassword = !mobile || mobilePassword;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const required: Field[] = mobile ? ['mobileNum', 'verificationCode'] : [];
    if (needsPassword) required.push('password');
    const empty = required.find((f) => !(f === 'password' ? values.password : values[f].trim()));
    if (empty) return mark(empty);
    setMissing(null);
    onSubmit({ ...values, username: values.username.trim(), mobileNum: values.mobileNum.trim(), verificationCode: values.verificationCode.trim(), password: needsPassword ? values.password : '' });
  };
  const invalid = (f: Field) => missing === f && !(f === 'password' ? values.password : values[f].trim());

  return (
    <Screen title={t('auth.register.title', { brand })} onBack={onBack} backLabel={t('common.back')}>
      <form className="card register-form" onSubmit={submit} noValidate>
        <RegisterTabs method={values.method} onChange={(m) => (setValues((v) => ({ ...v, method: m })), setMissing(null))} panelId="register-panel" />
        <div id="register-panel" role="tabpanel" className="register-form__fields">
          {mobile ? (
            <>
              <MobileField value={values.mobileNum} onChange={set('mobileNum')} invalid={invalid('mobileNum')} picker={picker} inputRef={refs.mobileNum} />
              <CodeField value={values.verificationCode} onChange={set('verificationCode')} invalid={invalid('verificationCode')} inputRef={refs.verificationCode}
                button={renderCodeButton(values.mobileNum, () => mark('mobileNum'))} />
            </>
          ) : (
            <div className="register-form__username">
              <TextField ref={refs.username} label={t('auth.register.username')} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false}
                maxLength={16} value={values.username} onChange={(e) => set('username')(e.target.value)} aria-describedby="register-username-hint" />
              <p id="register-username-hint" className="register-form__hint">{t('auth.register.username_hint')}</p>
            </div>
          )}
          {needsPassword && (
            <TextField ref={refs.password} label={t('auth.password')} name="password" type="password" autoComplete="new-password"
              value={values.password} onChange={(e) => set('password')(e.target.value)} invalid={invalid('password')} required />
          )}
          <label className="register-form__check">
            <input type="checkbox" name="login" checked={values.login} onChange={(e) => set('login')(e.target.checked)} />
            {t('auth.register.login_after')}
          </label>
          {values.login && needsPassword && (
            <label className="register-form__check">
              <input type="checkbox" name="remember" checked={values.remember && !rememberBlocked} disabled={rememberBlocked} onChange={(e) => set('remember')(e.target.checked)} />
              {t('auth.register.remember')}
            </label>
          )}
          {values.login && needsPassword && rememberBlocked && <p className="hint">{t('auth.remember_blocked')}</p>}
          {captcha}
        </div>
        <Button type="submit" block disabled={busy} aria-busy={busy}>{busy ? t('auth.register.registering') : t('auth.register')}</Button>
      </form>
      <p className="register-form__switch">
        {t('auth.register.have_account')} <Link href={loginPath}>{t('auth.login')}</Link>
      </p>
      {success && <Dialog title={t('common.notice')} message={success.message} confirmLabel={t('common.confirm')} onConfirm={success.onConfirm} />}
    </Screen>
  );
}
