import type { i18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { buildRouteTable } from '@/runtime/steps/build-route-table';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';
import { resolveFeatures } from '@/runtime/steps/resolve-features';
import { SocialButtons } from '../social/social-buttons';
import { LoginView } from './login-view';

/**
 * The login page's first paint as static HTML, rendered at build time for each merchant
 * (scripts/build-shells.ts) and served on the login paths, and on the home paths of a members-only
 * merchant, whose visitors land here. It is the login page as the app's first render draws it, in
 * the language it is built for: the header and title (the page's largest paint), the tabs, the
 * form, "Forgot password?", "Remember me", the social sign-in buttons (holding their place: they
 * work once the app is here) and the register link. Customer service is not in it: it is not in the app's first render
 * either (it loads after it).
 *
 * The player may type before the app takes over. The fields are plain inputs that keep what is
 * typed; the app's login form picks it up when it replaces them (ui/shell-form.ts: values, the
 * focused field and its caret, a tap on "Log in" or a tab). Until then the form can never send
 * anything by itself:
 *   - its button is a plain button, not a submit button, so neither a tap nor Enter submits it (a
 *     form with two text fields and no submit button has no implicit submission);
 *   - it says method="post", so that even a script calling submit() could not put the password in
 *     a URL (address bar, history, server logs).
 * The shell's starter (scripts/shell/start.js) notes a tap on "Log in", a tab or the back button,
 * marked by `data-shell-action`, for the app to carry out.
 */
export interface LoginShellInput {
  manifest: MerchantManifest;
  /** An i18next instance holding the merchant's default language's first-load texts. */
  i18n: i18n;
}

export function renderLoginShell({ manifest, i18n }: LoginShellInput): string {
  const features = resolveFeatures(manifest, null);
  const routes = buildRouteTable(manifest.routes);
  const loginPath = routes.pathForScreen('login') ?? '/m/login';
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Router ssrPath={loginPath}>
        <LoginView
          brand={features.merchant.name}
          busy={false}
          error={null}
          registerPath={routes.pathForScreen('register') ?? routes.home.path}
          forgotPath={routes.pathForScreen('forgotPassword') ?? null}
          onSubmit={() => undefined}
          // The app shows a back button except on a members-only site (home leads back here).
          onBack={features.loginRequired ? undefined : () => undefined}
          tab="username"
          onTab={() => undefined}
          remember={false}
          onRemember={() => undefined}
          social={manifest.firebase?.signInProviders?.length ? <SocialButtons providers={manifest.firebase.signInProviders} /> : undefined}
        />
      </Router>
    </I18nextProvider>,
  );
  return inertForm(html, i18n.t('auth.logging_in'));
}

/** The rendered form, made unable to send anything before the app takes over (see above). */
export function inertForm(html: string, busyLabel: string): string {
  const forms = html.match(/<form /g)?.length ?? 0;
  const submits = html.match(/<button type="submit"/g)?.length ?? 0;
  if (forms !== 1 || submits !== 1) throw new Error(`login shell: expected one form with one submit button, found ${forms} and ${submits}`);
  return html
    .replace('<form ', '<form method="post" ')
    .replace('<button type="submit"', `<button type="button" data-shell-action="submit" data-busy-label="${escapeAttribute(busyLabel)}"`)
    .replace(/ data-tab="([\w-]+)"/g, ' data-tab="$1" data-shell-action="tab:$1"')
    .replace('<button type="button" class="screen__back"', '<button type="button" class="screen__back" data-shell-action="back"');
}

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
