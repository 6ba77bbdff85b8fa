import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { CipherUnavailableError, isHttpError, serverMessageOf } from '@/lib/http';
import { useSite } from '@/runtime/site';
import { getLanguage } from '@/state/preferences';
import { showToast } from '@/state/ui';
import { useSubmitGuard } from '@/ui/use-submit-guard';
import { LoginView } from './login-view';

/**
 * The server's message for a business error (it is already in the player's language); our own
 * translated text for failures that never reached the server's logic.
 */
function loginErrorMessage(failure: unknown, t: (key: string) => string): string {
  if (failure instanceof CipherUnavailableError) return t('error.secure_login_unavailable');
  if (isHttpError(failure) && failure.code === 'ECONNABORTED') return t('error.timeout_retry_please');
  return serverMessageOf(failure) ?? t('error.unknown_error');
}

export default function LoginScreen() {
  const site = useSite();
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [busy, guard] = useSubmitGuard();
  const [error, setError] = useState<string | null>(null);
  const home = site.routes.home.path;

  const login = (username: string, password: string) =>
    guard(async () => {
      setError(null);
      try {
        const { submitLogin } = await import('./login-submit');
        const destination = await submitLogin(username, password, {
          merchantCode: site.features.merchant.code,
          forceChangeOnExpiry: site.features.passwordExpiryForcesChange,
          redirectUrl: new URLSearchParams(search).get('redirectUrl'),
          redirect: { allowList: site.manifest.redirectAllowList, language: getLanguage(), headerColor: site.manifest.theme.headerColor, title: site.features.merchant.name },
        });
        if (destination.kind === 'external') return window.location.assign(destination.url);
        if (destination.kind === 'change-password') return navigate(site.routes.pathForScreen('changePassword') ?? home, { replace: true });
        if (destination.refusedRedirect) showToast(t('auth.redirect_refused'), 3000);
        navigate(home, { replace: true });
      } catch (failure) {
        setError(loginErrorMessage(failure, t));
      }
    });

  return (
    <LoginView
      brand={site.features.merchant.name}
      busy={busy}
      error={error}
      registerPath={site.routes.pathForScreen('register') ?? home}
      onSubmit={(u, p) => void login(u, p)}
      // On a members-only site home leads straight back here: no back button then.
      onBack={site.features.loginRequired ? undefined : () => navigate(home)}
    />
  );
}
