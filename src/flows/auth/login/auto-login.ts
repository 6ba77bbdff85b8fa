import { STORE_KEYS, storage } from '@/lib/storage';
import { hasSession } from '@/state/session';
import { autoLoginDecision } from './auto-login-rules';
import { loginSettings, submitLogin, type LoginEnv } from './login-submit';
import { readRemembered, storedRecord } from '@/lib/remember/remember-store';

/**
 * The login page's mount when a remembered login exists (the page checks local storage itself, so a
 * fresh device never loads this): the form gets the remembered username (and the password only when
 * auto login runs), and when the auto-login
 * conditions hold (auto-login-rules.ts) the login runs by itself, with the captcha when the flags
 * or the server ask for it (login-attempt.ts: "retried once for the captcha").
 *
 * What the player typed wins: once they have typed into the form (`typed`, asked when the
 * remembered login is at hand), nothing is filled in and nothing is sent.
 *
 * Resolves like submitLogin: the message for the form or null; undefined when nothing ran (a login
 * the player started meanwhile holds the guard, the player typed, or the conditions say no).
 */
export async function autoLogin(
  env: Omit<LoginEnv, 'remember'>,
  /** The page's submit guard (one attempt at a time): held only while the login itself runs. */
  guard: <T>(task: () => Promise<T>) => Promise<T | undefined>,
  fill: (login: { type: 'username' | 'sms'; username: string; password?: string }) => void,
  typed: () => boolean = () => false,
): Promise<string | null | undefined> {
  const record = storedRecord();
  const { autoLogin: enabled, merchantCode } = loginSettings(env.site);
  const decision = autoLoginDecision({
    enabled,
    query: env.search,
    hasSession: hasSession(),
    storedAutoLogin: storage.get('local', STORE_KEYS.autoLogin),
    record,
    merchantCode,
  });
  if (!record || record.merchant !== merchantCode) return undefined;
  // The remembered password reaches the form only when auto login runs (and submits it at once);
  // otherwise the form gets the username alone and the password is not even decrypted.
  if (!decision.run) {
    if (!typed()) fill({ type: record.type, username: record.username });
    return undefined;
  }
  const login = await readRemembered();
  if (!login || typed()) return undefined;
  fill(login);
  if (!login.password) return undefined;
  const { username, password } = login;
  return guard(() => submitLogin({ type: 'username', username, password }, { ...env, remember: true }));
}
