import { navigate } from 'wouter/use-browser-location';
import { checkLine } from '@/flows/network';
import { configureHttp, type CipherScheme } from '@/lib/http';
import { translate } from '@/lib/i18n/i18n';
import { loginAfterExpiry } from '@/policy/return-path';
import { getLanguage } from '@/state/preferences';
import { getToken, hasSession, logout } from '@/state/session';
import { showAlert } from '@/state/ui';

/**
 * Wires lib/http to the app. The not-logged-in rule: log out if a session
 * exists, clear session storage, alert 'please login', then /m/login on confirm. lib/http calls
 * this once for a burst of failures, so several 401s give one alert and one redirect. The logout
 * is the 'expired' one: the token is dead, so push for it ends by deleting the device token, and
 * auto login stays on (the login page may log straight back in). What the player typed stays
 * (state/session-drafts.ts), and the login page is told the page they were on (`returnTo`, read
 * before the logout: a members-only page's guard moves away from it as soon as the session goes),
 * so logging in again brings them back to it. A player already logged in again by the time they
 * confirm (auto login on the login page the guard sent them to) stays where that login took them.
 */
export function setupHttp(merchantCode: string, cipherScheme: CipherScheme, loginPath: string): void {
  configureHttp({
    merchantCode,
    cipherScheme,
    getLanguage,
    getToken,
    hasSession,
    translate: (key) => translate(`error.${key}`),
    onError: (message) => void showAlert({ message, confirmLabel: translate('common.confirm') }),
    // A call got no answer: ping to tell "network unstable" from a server-side hiccup.
    onNetworkFailure: () => void checkLine(),
    onNotLoggedIn: async () => {
      const login = loginAfterExpiry(loginPath, location);
      const ended = logout('expired'); // the client forgets at once; push ends meanwhile
      await showAlert({ message: translate('error.please_login'), confirmLabel: translate('common.confirm') });
      await ended;
      if (!hasSession()) navigate(login, { replace: true });
    },
  });
}
