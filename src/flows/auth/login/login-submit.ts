import type { ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { CipherUnavailableError, isHttpError, serverMessageOf } from '@/lib/http';
import { clearResponseCache } from '@/lib/http/clear-response-cache';
import { translate } from '@/lib/i18n/i18n';
import { STORE_KEYS, storage } from '@/lib/storage';
import { followChecked } from '@/policy/follow-checked';
import type { FeatureSet } from '@/runtime/steps/resolve-features';
import type { Site } from '@/runtime/site';
import { getLanguage } from '@/state/preferences';
import { setSession } from '@/state/session';
import { track } from '@/state/tracking';
import { showAlert, showToast } from '@/state/ui';
import { CaptchaError, captchaNeeded, solveCaptcha } from '../captcha';
import { attemptLogin } from './login-attempt';
import { loginDestination, weakPassword, type LoginValue } from '../session/login-destination';
import { submitPasswordLogin } from './password-login';
import { forgetRemembered, rememberLogin, type RememberType } from '@/lib/remember/remember-store';
import { readRequiredMethods } from '../second-factor/second-factor-methods';
import { submitSmsLogin, type SmsLoginInput } from '../sms/sms-login';

/**
 * What a tap on "Log in" does, loaded with that tap rather than with the
 * login page (the page is some merchants' first load):
 *
 *   captcha (when the flags ask, and once more when the server demands it) → POST /wps/session/login
 *   ├─ success ─────────────────────────────→ finishLogin
 *   ├─ login_verify_required ─→ second-factor modal ─→ finishLogin (or back to the form)
 *   ├─ token_ip_different ────→ autoLogin = '0', message
 *   ├─ login.cred.err, not.exists.user ─→ remembered login removed, message
 *   └─ anything else ─────────→ message beside the form (what was typed is kept)
 *
 *   finishLogin: session stored → credentials remembered (or forgotten) → common data renewed
 *                → /m/changePsw, the allow-listed redirectUrl, the routed in-app returnTo, or home
 *
 * Resolves with the message for the form, or null (navigated away, or the modal was closed).
 */
export type LoginInput = { type: 'username'; username: string; password: string } | ({ type: 'sms' } & SmsLoginInput);

/** What the login page hands its lazy actions: the site, opened once by loginSettings below. */
export interface LoginEnv {
  site: Site;
  /** The login page's query string: `?redirectUrl=…`. */
  search: string;
  /** "Remember me" is ticked. */
  remember: boolean;
  /** Puts an overlay (the second-factor modal) above the login page; null takes it away. */
  show: (overlay: ReactNode) => void;
}

/**
 * What a login needs of the site, as typed values: the entry points below open the site once, and
 * everything past them (captcha, destination, redirect check) receives only these.
 */
export interface LoginSettings {
  merchantCode: string;
  merchantName: string;
  captcha: FeatureSet['captcha'];
  scriptBases: readonly string[];
  autoLogin: boolean;
  forceChangeOnExpiry: boolean;
  homePath: string;
  changePasswordPath: string;
  /** The merchant's routes: a `returnTo` is followed only to one of them. */
  routes: Site['routes'];
  redirectAllowList: Site['manifest']['redirectAllowList'];
  headerColor: string;
  /** The mobile-registration default password: public, so a login with it changes it first. */
  publicDefaultPassword: string | null;
}

export function loginSettings({ features, manifest, routes }: Site): LoginSettings {
  return {
    merchantCode: features.merchant.code,
    merchantName: features.merchant.name,
    captcha: features.captcha,
    scriptBases: manifest.geetest.scriptBases,
    autoLogin: features.autoLogin,
    forceChangeOnExpiry: features.passwordExpiryForcesChange,
    homePath: routes.home.path,
    changePasswordPath: routes.pathForScreen('changePassword') ?? routes.home.path,
    routes,
    redirectAllowList: manifest.redirectAllowList,
    headerColor: manifest.theme.headerColor,
    publicDefaultPassword: manifest.registration.mobileDefaultPassword ?? null,
  };
}

/** LoginEnv with the site opened. */
type LoginContext = Omit<LoginEnv, 'site'> & { settings: LoginSettings };

const open = ({ site, ...rest }: LoginEnv): LoginContext => ({ ...rest, settings: loginSettings(site) });

/** What is remembered for a login: 'sms' for SMS and social logins, with no password. */
export interface RememberAs {
  type: RememberType;
  username: string;
  password?: string;
}

const FORGET_CODES = new Set(['login.cred.err', 'not.exists.user']);

function loginErrorMessage(failure: unknown): string {
  if (failure instanceof CipherUnavailableError) return translate('error.secure_login_unavailable');
  if (isHttpError(failure) && failure.code === 'ECONNABORTED') return translate('error.timeout_retry_please');
  return serverMessageOf(failure) ?? translate('error.unknown_error');
}

function callLogin(input: LoginInput, { captcha, scriptBases }: LoginSettings): Promise<LoginValue> {
  const context = { captcha, scriptBases };
  return attemptLogin(
    (fields) => (input.type === 'sms' ? submitSmsLogin(input, fields) : submitPasswordLogin(input.username, input.password, fields)),
    { needed: captchaNeeded('login', captcha), solve: () => solveCaptcha('login', context) },
  );
}

export async function submitLogin(input: LoginInput, env: LoginEnv): Promise<string | null> {
  const context = open(env);
  try {
    return await finish(await callLogin(input, context.settings), context, rememberAs(input));
  } catch (failure) {
    return handleFailure(failure, input, context);
  }
}

function rememberAs(input: LoginInput): RememberAs {
  return input.type === 'sms'
    ? { type: 'sms', username: `${input.countryDialingCode}${input.mobileNum}`.replace(/[\s\-.()]/g, '') }
    : { type: 'username', username: input.username, password: input.password };
}

async function handleFailure(failure: unknown, input: LoginInput, env: LoginContext): Promise<string | null> {
  if (failure instanceof CaptchaError) {
    // An unsolved captcha alerts with the notice label; the form stays as it was.
    void showAlert({ title: translate('common.notice'), message: failure.message });
    return null;
  }
  if (isHttpError(failure)) {
    const methods = failure.code === 'login_verify_required' ? readRequiredMethods(failure.value) : null;
    if (methods && input.type === 'username') {
      const { openSecondFactor } = await import('../second-factor/second-factor-modal');
      const value = await openSecondFactor(methods, { username: input.username, password: input.password }, env.show);
      return value ? finish(value, env, rememberAs(input)) : null;
    }
    if (failure.code === 'token_ip_different') storage.set('local', STORE_KEYS.autoLogin, '0');
    if (FORGET_CODES.has(failure.code)) await forgetRemembered();
  }
  return loginErrorMessage(failure);
}

/**
 * The after-login action, shared by the password, SMS, second-factor (and social) logins. A login
 * by hand re-enables auto login; "Remember me" keeps the credentials, unticked it forgets them.
 */
export function finishLogin(value: LoginValue, env: LoginEnv, remember: RememberAs): Promise<null> {
  return finish(value, open(env), remember);
}

async function finish(value: LoginValue, env: LoginContext, remember: RememberAs): Promise<null> {
  const { settings } = env;
  const merchant = settings.merchantCode;
  setSession({ ...value, merchantCode: merchant });
  track({ kind: 'login', customerId: value.id ?? value.customerId, customerName: value.userName });
  storage.remove('local', STORE_KEYS.autoLogin);
  if (env.remember) {
    if (!(await rememberLogin({ ...remember, merchant }))) showToast(translate('auth.remember_failed'), 4000);
  } else if (storage.get('local', STORE_KEYS.rememberedLogin)) {
    await forgetRemembered();
  }
  clearResponseCache();

  const home = settings.homePath;
  const query = new URLSearchParams(env.search);
  const destination = loginDestination(value, {
    forceChangeOnExpiry: settings.forceChangeOnExpiry,
    redirectUrl: query.get('redirectUrl'),
    returnTo: query.get('returnTo'),
    routes: settings.routes,
    password: remember.password,
    publicDefaultPassword: settings.publicDefaultPassword,
    redirect: { allowList: settings.redirectAllowList, language: getLanguage(), headerColor: settings.headerColor, title: settings.merchantName },
  });
  // The redirect was built from an allow-listed origin (login-destination.ts); it is followed, like
  // every navigation on someone else's say-so, through the one checked function, which checks it again.
  if (destination.kind === 'external') {
    if (!followChecked(destination.url, 'redirect', { redirectAllowList: settings.redirectAllowList }).followed) {
      showToast(translate('auth.redirect_refused'), 3000);
      navigate(home, { replace: true });
    }
  } else if (destination.kind === 'back') navigate(destination.path, { replace: true });
  else if (destination.kind === 'change-password') {
    // The page says why: the weak default password, or an expired one (PWDEXPFORCECHANGE3).
    const weak = weakPassword(value, remember.password, settings.publicDefaultPassword);
    navigate(settings.changePasswordPath, { replace: true, state: { reason: weak ? 'weak' : 'expired' } });
  }
  else {
    if (destination.refusedRedirect) showToast(translate('auth.redirect_refused'), 3000);
    navigate(home, { replace: true });
  }
  return null;
}
