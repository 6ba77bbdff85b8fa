import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { translate } from '@/lib/i18n/i18n';
import { STORE_KEYS, storage } from '@/lib/storage';
import type { ScreenProps } from '@/runtime/flow';
import { useSite } from '@/runtime/site';
import { lazyPart } from '@/ui/lazy-part';
import { afterFirstPaint } from '@/ui/after-paint';
import { useSubmitGuard } from '@/ui/use-submit-guard';
import { readResetHandoff } from '../reset/reset-handoff';
import type { LoginInput } from './login-submit';
import { SocialButtons } from '../social/social-buttons';
import { LoginView, type LoginTab } from './login-view';

// The login page is Siam Spin's first load: everything past the form loads when it is needed, from
// one lazy module (login-actions.ts): a tap on "Log in", the Mobile tab, or a remembered login.
const actions = () => import('./login-actions');
const SmsLoginForm = lazyPart(() => actions().then((m) => ({ default: m.SmsLoginForm })), { when: 'now', failure: 'throw' });
// Social sign-in buttons only where the merchant has Firebase (Siam Spin's first load has none).
// Until their part is here, the same buttons hold their place (as in the HTML shell), so the page
// does not move when it arrives.
const SocialSignIn = lazyPart(() => import('../social/social-sign-in').then((m) => ({ default: m.SocialSignIn })), {
  when: 'now',
  failure: 'throw',
  fallback: ({ config }) => <SocialButtons providers={config.signInProviders ?? []} />,
});

export default function LoginScreen({ services }: Partial<ScreenProps>) {
  const site = useSite();
  const [path, navigate] = useLocation();
  const search = useSearch();
  // The path this page opened at: a link to another page changes the location (and the query)
  // while this screen is still mounted, until the next one has loaded.
  const [ownPath] = useState(path);
  const [busy, guard] = useSubmitGuard();
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<LoginTab>('username');
  const [mobile, setMobile] = useState<string>();
  const [remember, setRemember] = useState(false);
  // Back from a password reset (reset/reset-handoff.ts): that account's name, and a line saying so.
  const [reset] = useState(() => readResetHandoff(history.state));
  const [initial, setInitial] = useState<{ username: string; password: string } | undefined>(() => reset ? { username: reset.userName, password: '' } : undefined);
  const [overlay, show] = useState<ReactNode>(null);
  // Remembering needs local storage and IndexedDB (remember-store.ts checks the rest when saving).
  const [blocked] = useState(() => !storage.isAvailable('local') || typeof indexedDB === 'undefined');
  const home = site.routes.home.path;
  // Once the player has typed into a form of the page (the HTML shell's before the app took over,
  // or the app's), the form is theirs: neither the remembered login nor a kept draft fills it in,
  // and auto login does not run over what they typed. The account a reset names counts as typed.
  const typed = useRef(reset !== null);
  useEffect(() => {
    const mark = (event: Event) => {
      const field = event.target;
      if (field instanceof HTMLInputElement && field.form && field.type !== 'checkbox' && field.type !== 'radio') typed.current = true;
    };
    document.addEventListener('input', mark, true);
    return () => document.removeEventListener('input', mark, true);
  }, []);

  const login = (input: LoginInput) =>
    guard(async () => {
      setError(null);
      // A chunk still missing after its retry: say so (a deploy reloads the page, keeping the username).
      const loaded = await actions().catch(() => null);
      setError(loaded ? await loaded.submitLogin(input, { site, search, remember, show }) : translate('network.unstable'));
    });

  // What was typed before a missing chunk reloaded the page (never the password or a code), and
  // keeping it if that happens here; loaded after the first paint (ui/form-draft.ts, precached).
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void afterFirstPaint().then(() => import('@/ui/form-draft')).then((m) => live && (stop = m.restoreAndWatch((draft) => {
      if (typed.current) return;
      if (draft.username) setInitial({ username: draft.username, password: '' });
      else if (draft.mobileNum) {
        setTab('mobile');
        setMobile(draft.mobileNum);
      }
    })));
    return () => {
      live = false;
      stop?.();
    };
  }, []);

  // Only a device with a remembered login loads the auto-login code (a cheap check on mount). The
  // guard holds only the login attempt itself: a form merely filled in must not swallow a tap.
  useEffect(() => {
    // After a reset the player logs in by hand: another account's remembered login must not run.
    // Leaving for another page (Register, Forgot password) is no new visit of this one: its query
    // (autoLogin=0 after a logout) went with it, and auto login must not run on the way out.
    if (reset || path !== ownPath || !storage.get('local', STORE_KEYS.rememberedLogin)) return;
    void actions()
      .then((m) => m.autoLogin({ site, search, show }, guard, (login) => {
        if (typed.current) return;
        setRemember(true);
        if (login.type === 'username') setInitial({ username: login.username, password: login.password ?? '' });
      }, () => typed.current))
      .then((message) => message !== undefined && setError(message));
  }, [site, search, guard, reset, path, ownPath]);

  return (
    <>
      <LoginView
        brand={site.features.merchant.name}
        busy={busy}
        error={error}
        registerPath={site.routes.pathForScreen('register') ?? home}
        forgotPath={site.routes.pathForScreen('forgotPassword') ?? null}
        passwordReset={reset !== null && !error}
        onSubmit={(username, password) => void login({ type: 'username', username, password })}
        // On a members-only site home leads straight back here: no back button then.
        onBack={site.features.loginRequired ? undefined : () => navigate(home)}
        tab={tab}
        onTab={(next) => {
          setTab(next);
          setError(null);
        }}
        mobile={
          <SmsLoginForm busy={busy} error={error} initialMobile={mobile} onSubmit={(input) => void login({ type: 'sms', ...input })} />
        }
        remember={remember}
        onRemember={setRemember}
        rememberBlocked={blocked}
        initial={initial}
        onShellTyped={() => void (typed.current = true)}
        social={site.manifest.firebase?.signInProviders?.length ? (
          <SocialSignIn
            config={site.manifest.firebase}
            autoRegister={site.features.social.autoRegister}
            accountCreation={site.features.registration.open}
            // A social login is remembered as type 'sms': no password.
            onLoggedIn={(value) => void actions().then((m) => m.finishLogin(value, { site, search, remember, show }, { type: 'sms', username: value.userName ?? '' }))}
          />
        ) : undefined}
        // Customer service placed here (LOGIN) and in the footer (FOOTER): the notices flow's list, after the first paint.
        support={services && <services.CustomerServiceList place="login" />}
      />
      {overlay}
    </>
  );
}
