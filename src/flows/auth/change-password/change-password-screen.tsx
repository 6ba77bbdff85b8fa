import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLocation } from 'wouter';
import { CipherUnavailableError, serverMessageOf } from '@/lib/http';
import { useSite } from '@/runtime/site';
import { Spinner } from '@/ui/spinner';
import { useSubmitGuard } from '@/ui/use-submit-guard';
import { changePassword } from './change-password-submit';
import { ChangePasswordView } from './change-password-view';
import { useLoginTexts } from '../login/login-texts';

/** How long "Password changed" shows before the page moves on to home. */
export const DONE_MESSAGE_MS = 1500;

/**
 * /m/changePsw: the forced password change after a login with the weak default password or an
 * expired one (PWDEXPFORCECHANGE3). A members-only route: the session is there. On success the
 * player continues to home.
 */
export default function ChangePasswordScreen() {
  const site = useSite();
  const { t } = useTranslation();
  const ready = useLoginTexts();
  const [, navigate] = useLocation();
  const [busy, guard] = useSubmitGuard();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  if (!ready) return <Spinner label={t('common.loading')} />;
  // Set by the login (login-submit.ts) as history state; absent when the page is opened directly.
  const given: unknown = (history.state as { reason?: unknown } | null)?.reason;
  const reason = given === 'weak' || given === 'expired' ? given : null;

  const submit = (oldPassword: string, newPassword: string) =>
    void guard(async () => {
      setError(null);
      try {
        await changePassword(oldPassword, newPassword);
        setDone(true);
        setTimeout(() => navigate(site.routes.home.path, { replace: true }), DONE_MESSAGE_MS);
      } catch (failure) {
        setError(failure instanceof CipherUnavailableError ? t('error.secure_login_unavailable') : serverMessageOf(failure) ?? t('error.unknown_error'));
      }
    });

  return <ChangePasswordView reason={reason} busy={busy} error={error} done={done} onSubmit={submit} />;
}
