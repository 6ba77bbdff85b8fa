import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Redirect, useLocation } from 'wouter';
import { clearResponseCache } from '@/lib/http/clear-response-cache';
import { useLiveSettings } from '@/runtime/steps/live-settings';
import { useSite } from '@/runtime/site';
import { STORE_KEYS, storage } from '@/lib/storage';
import { hasSession, setSession } from '@/state/session';
import { track } from '@/state/tracking';
import { showAlert, showToast } from '@/state/ui';
import { Spinner } from '@/ui/spinner';
import { useFormDraft } from '@/ui/form-draft';
import { useSubmitGuard } from '@/ui/use-submit-guard';
import { CaptchaWidget, captchaNeeded, isCaptchaError, solveCaptcha, type CaptchaFields } from '../captcha';
import { weakPassword } from '../session/weak-password';
import { useCountryChoice } from '../sms/country-data';
import { CountryPicker } from '../sms/country-picker';
import type { RegisterForm } from './register-payload';
import { registerFailureMessage } from './register-failure';
import { submitRegistration, type RegisterValue } from './register-submit';
import { useRegisterTexts } from './register-texts';
import { RegisterView, type RegisterInput } from './register-view';
import { SmsCodeButton } from '../sms/sms-code-button';

/**
 * /m/register and /m/register.html:
 * 1. one attempt at a time, and 500 ms after one ends (useSubmitGuard);
 * 2. the captcha, when the merchant asks for it: the widget's result if the player solved it, else
 *    the captcha runs first; a result is single use, so after every attempt it is cleared and the
 *    widget refreshed;
 * 3. the call; a failure alerts the server's message (register-failure.ts) and keeps the form;
 * 4. success: the message, then on confirm — with a session (login asked for) — the token and the
 *    first-time-login flag are stored, common data renewed (cached GET answers dropped) and the
 *    player goes home (or to /m/changePsw when the password is the weak default, like a login);
 *    without a session, to the login page.
 * A player who is already logged in has nothing to register: home.
 */
export default function RegisterScreen() {
  const { features, manifest, routes } = useSite();
  const { analytics } = useLiveSettings();
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const ready = useRegisterTexts();
  const country = useCountryChoice();
  const [busy, guard] = useSubmitGuard();
  const [loggedIn] = useState(hasSession);
  const [success, setSuccess] = useState<{ message: string; onConfirm: () => void } | null>(null);
  const [solved, setSolved] = useState<CaptchaFields | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const needsCaptcha = captchaNeeded('register', features.captcha);
  const captchaContext = useMemo(() => ({ captcha: features.captcha, scriptBases: manifest.geetest.scriptBases }), [features.captcha, manifest.geetest.scriptBases]);
  const home = routes.home.path;
  const loginPath = routes.pathForScreen('login') ?? home;
  const defaultPassword = manifest.registration.mobileDefaultPassword;
  // Without a configured default the player must choose one, whatever the flag says (docs/decisions.md).
  const mobilePassword = features.mobileRegistration.playerChoosesPassword || !defaultPassword;

  // Remembering needs local storage and IndexedDB (the remember store checks the rest when saving).
  const [rememberBlocked] = useState(() => !storage.isAvailable('local') || typeof indexedDB === 'undefined');
  // What was typed before a missing chunk reloaded the page (never the password or the code).
  const draft = useFormDraft();

  /**
   * Remember-password after registration: the same record as the login's "Remember me" (AES-GCM
   * with a non-extractable key, lib/remember), so auto login and the member centre's "Forget" treat
   * it alike. Only when the player logs in now and chose a password (or the mobile default one).
   */
  const remember = async (value: RegisterValue, password: string) => {
    const username = value.userName ?? '';
    if (!username || !password) return;
    const { rememberLogin } = await import('@/lib/remember/remember-store');
    if (await rememberLogin({ type: 'username', username, password, merchant: features.merchant.code })) storage.remove('local', STORE_KEYS.autoLogin);
    else showToast(t('auth.remember_failed'), 4000);
  };

  const finish = (value: RegisterValue | null, input: RegisterInput, password: string) => {
    track({ kind: 'register', customerId: value?.id ?? value?.customerId, customerName: value?.userName });
    const named = input.method === 'mobile' || !input.username;
    const lines = [value?.token && input.login ? t('auth.register.success_login') : t('auth.register.success')];
    if (named && value?.userName) lines.push(t('auth.register.your_username', { username: value.userName }));
    setSuccess({
      message: lines.join('\n'),
      onConfirm: () => {
        setSuccess(null);
        if (value?.token && input.login) {
          const login = { ...value, token: value.token };
          setSession({ ...login, merchantCode: features.merchant.code, firstTimeLogin: true });
          if (input.remember && !rememberBlocked) void remember(login, password);
          clearResponseCache();
          // The login's rule (login-destination.ts): a weak default (the merchant's public mobile
          // default among them) or an expired password is changed first.
          const weak = weakPassword(login, password, defaultPassword);
          const change = weak || (login.passwordExpired && features.passwordExpiryForcesChange);
          navigate(change ? routes.pathForScreen('changePassword') ?? home : home, { replace: true, state: change ? { reason: weak ? 'weak' : 'expired' } : undefined });
        } else navigate(loginPath);
      },
    });
  };

  const register = (input: RegisterInput) =>
    guard(async () => {
      const form: RegisterForm = input.method === 'mobile'
        ? { kind: 'mobile', mobileNum: input.mobileNum, countryDialingCode: country.dialingCode, verificationCode: input.verificationCode, password: mobilePassword ? input.password : defaultPassword ?? '', login: input.login }
        : { kind: 'username', username: input.username, password: input.password, login: input.login };
      try {
        const captcha = solved ?? (needsCaptcha ? await solveCaptcha('register', captchaContext) : {});
        try {
          finish(await submitRegistration(form, analytics, captcha), input, form.password);
        } finally {
          if (needsCaptcha) {
            setSolved(null);
            setCaptchaRound((n) => n + 1);
          }
        }
      } catch (failure) {
        // An unsolved captcha alerts with the notice label; a failed call with the server's message.
        const message = isCaptchaError(failure) ? failure.message : registerFailureMessage(failure, t);
        if (message) void showAlert({ ...(isCaptchaError(failure) ? { title: t('common.notice') } : {}), message, confirmLabel: t('common.confirm') });
      }
    });

  if (loggedIn) return <Redirect to={home} replace />;
  if (!ready) return <Spinner label={t('common.loading')} />;
  return (
    <RegisterView
      brand={features.merchant.name}
      busy={busy}
      mobilePassword={mobilePassword}
      picker={country.show && country.info
        ? <CountryPicker countries={country.info.countries} selected={country.selected} locked={country.locked} onSelect={country.select} />
        : null}
      renderCodeButton={(mobileNum, onMissingMobile) => (
        <SmsCodeButton countryDialingCode={country.dialingCode} mobileNum={mobileNum} onMissingMobile={onMissingMobile} purpose="register" disabled={busy} />
      )}
      captcha={needsCaptcha ? <CaptchaWidget purpose="register" context={captchaContext} onSolved={setSolved} resetKey={captchaRound} /> : null}
      onSubmit={(input) => void register(input)}
      loginPath={loginPath}
      onBack={() => navigate(home)}
      success={success}
      rememberBlocked={rememberBlocked}
      initial={draft.username || draft.mobileNum ? { ...draft, method: draft.mobileNum && !draft.username ? 'mobile' : 'username' } : undefined}
    />
  );
}
