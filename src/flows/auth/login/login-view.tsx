import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'wouter';
import { Button } from '@/ui/button';
import { Screen } from '@/ui/screen';
import { TextField } from '@/ui/text-field';
import { useShellForm } from '@/ui/shell-form';

export type LoginTab = 'username' | 'mobile';

export interface LoginViewProps {
  brand: string;
  busy: boolean;
  /** A message to show above the form (server text or a translated one). */
  error: string | null;
  registerPath: string;
  /** "Forgot password?", under both tabs' forms. */
  /** The forgotten password's page; null where the merchant does not route it (no link). */
  forgotPath: string | null;
  /** The password was just reset (reset/reset-handoff.ts): a polite line above the form says to log in with the new one. */
  passwordReset?: boolean;
  onSubmit: (username: string, password: string) => void;
  /** Absent where there is nowhere to go back to (a members-only site's login page). */
  onBack?: () => void;
  tab: LoginTab;
  onTab: (tab: LoginTab) => void;
  /** The Mobile tab's form (the SMS login form, loaded when the tab is chosen). */
  mobile?: ReactNode;
  remember: boolean;
  onRemember: (on: boolean) => void;
  /** The browser cannot keep a login safely (storage blocked): the box is off and says why. */
  rememberBlocked?: boolean;
  /** Filled in from the remembered login (or a kept draft), in place: the page fills only an untouched form. */
  initial?: { username: string; password: string };
  /** The player typed into the form before the app took over (the HTML shell's fields): it is theirs now. */
  onShellTyped?: () => void;
  /** Social sign-in, under the form. */
  social?: ReactNode;
  /** Customer service (the entries placed on the login page and in the footer), last. */
  support?: ReactNode;
}

/** Username + password or mobile. The form keeps what was typed across failures; fields carry autocomplete. */
export function LoginView(p: LoginViewProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(p.initial?.username ?? '');
  const [password, setPassword] = useState(p.initial?.password ?? '');
  const [missing, setMissing] = useState(false);
  // A fill that comes after mount changes the fields in place (no remount: the focus stays).
  const [filled, setFilled] = useState(p.initial);
  if (p.initial !== filled) {
    setFilled(p.initial);
    if (p.initial) {
      setUsername(p.initial.username);
      setPassword(p.initial.password);
    }
  }
  // Typed into the page's HTML shell before the app took over (build-time login shell): kept.
  useShellForm((typed) => {
    if (typed.values.username || typed.values.password) p.onShellTyped?.();
    if (typed.values.username) setUsername(typed.values.username);
    if (typed.values.password) setPassword(typed.values.password);
    if (typed.checked.remember) p.onRemember(true);
    if (typed.action === 'tab:mobile') p.onTab('mobile');
    if (typed.action === 'back') p.onBack?.();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name || !password) return setMissing(true);
    setMissing(false);
    p.onSubmit(name, password);
  };
  const tab = (id: LoginTab, label: string) => (
    <button type="button" role="tab" data-tab={id} aria-selected={p.tab === id} onClick={() => p.onTab(id)}>{label}</button>
  );
  return (
    <Screen title={t('auth.login_title', { brand: p.brand })} onBack={p.onBack} backLabel={t('common.back')}>
      <div className="tabs" role="tablist">{tab('username', t('auth.username'))}{tab('mobile', t('auth.mobile'))}</div>
      {p.passwordReset && <p className="success" role="status">{t('auth.reset_done')}</p>}
      {p.tab === 'mobile' ? p.mobile : (
        <form className="card stack" onSubmit={submit} noValidate>
          {p.error && <p className="notice" role="alert">{p.error}</p>}
          <TextField label={t('auth.username')} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false}
            value={username} onChange={(e) => setUsername(e.target.value)} invalid={missing && !username.trim()} required />
          <TextField label={t('auth.password')} name="password" type="password" autoComplete="current-password"
            value={password} onChange={(e) => setPassword(e.target.value)} invalid={missing && !password} required />
          {missing && <p className="notice" role="alert">{t('auth.fill_both')}</p>}
          <Button type="submit" block aria-disabled={p.busy} aria-busy={p.busy}>{p.busy ? t('auth.logging_in') : t('auth.login')}</Button>
        </form>
      )}
      {p.forgotPath && <p className="link-row"><Link href={p.forgotPath}>{t('auth.forgot_password')}</Link></p>}
      <label className="check">
        <input type="checkbox" name="remember" checked={p.remember && !p.rememberBlocked} disabled={p.rememberBlocked} onChange={(e) => p.onRemember(e.target.checked)} />
        {t('auth.remember_me')}
      </label>
      {p.rememberBlocked && <p className="hint">{t('auth.remember_blocked')}</p>}
      {p.social}
      <p className="center">
        {t('auth.no_account')} <Link href={p.registerPath}>{t('auth.register')}</Link>
      </p>
      {p.support}
    </Screen>
  );
}
