import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/ui/button';
import { Screen } from '@/ui/screen';
import { TextField } from '@/ui/text-field';

export interface LoginViewProps {
  brand: string;
  busy: boolean;
  /** A message to show above the form (server text or a translated one). */
  error: string | null;
  registerPath: string;
  onSubmit: (username: string, password: string) => void;
  /** Absent where there is nowhere to go back to (a members-only site's login page). */
  onBack?: () => void;
}

/** Username + password. The form keeps what was typed across failures; fields carry autocomplete. */
export function LoginView({ brand, busy, error, registerPath, onSubmit, onBack }: LoginViewProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name || !password) return setMissing(true);
    setMissing(false);
    onSubmit(name, password);
  };
  return (
    <Screen title={t('auth.login_title', { brand })} onBack={onBack} backLabel={t('common.back')}>
      <form className="card" onSubmit={submit} noValidate style={{ display: 'grid', gap: 14 }}>
        {error && <p className="notice" role="alert">{error}</p>}
        <TextField label={t('auth.username')} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false}
          value={username} onChange={(e) => setUsername(e.target.value)} invalid={missing && !username.trim()} required />
        <TextField label={t('auth.password')} name="password" type="password" autoComplete="current-password"
          value={password} onChange={(e) => setPassword(e.target.value)} invalid={missing && !password} required />
        {missing && <p className="notice" role="alert">{t('auth.fill_both')}</p>}
        <Button type="submit" block disabled={busy} aria-busy={busy}>{busy ? t('auth.logging_in') : t('auth.login')}</Button>
      </form>
      <p style={{ textAlign: 'center', margin: 0 }}>
        {t('auth.no_account')} <Link href={registerPath}>{t('auth.register')}</Link>
      </p>
    </Screen>
  );
}
