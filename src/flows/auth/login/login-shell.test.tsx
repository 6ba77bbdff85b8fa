// @vitest-environment node
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';
import validate from '@/runtime/validate-manifest.generated.js';
import { inertForm, renderLoginShell } from './login-shell';

async function shellOf(id: string, edit: (m: { routes: { screen?: string }[] }) => void = () => undefined) {
  const data: unknown = JSON.parse(readFileSync(new URL(`../../../../merchants/${id}/manifest.json`, import.meta.url), 'utf8'));
  edit(data as { routes: { screen?: string }[] });
  if (!validate(data)) throw new Error('invalid');
  const m: MerchantManifest = data;
  const texts = JSON.parse(readFileSync(new URL(`../../../locales/${m.languages.default}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'x', resources: { x: { translation: texts } }, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false } });
  return { texts, html: renderLoginShell({ manifest: m, i18n }) };
}

describe('renderLoginShell: the login page as static HTML', () => {
  it('the header and title, the tabs, both fields and "Log in", in the default language', async () => {
    const { texts, html } = await shellOf('luckyvn');
    expect(html).toContain(`<h1 class="screen__title">${texts['auth.login_title']!.replace('{{brand}}', 'Lucky VN')}</h1>`);
    const input = (name: string) => html.match(new RegExp(`<input [^>]*name="${name}"[^>]*>`))?.[0];
    expect(input('username')).toMatch(/autoComplete="username"/);
    expect(input('password')).toMatch(/type="password"/);
    expect(input('remember')).toMatch(/type="checkbox"/);
    expect(html).toContain(`>${texts['auth.login']}</button>`);
    expect(html).toContain(`>${texts['auth.remember_me']}`);
    // "Forgot password?" is there at first paint (a plain link: it works before the app takes over).
    expect(html).toContain(`<p class="link-row"><a href="/m/forgotPassword">${texts['auth.forgot_password']}</a></p>`);
    // Lucky VN's home is public: the app shows a back button there.
    expect(html).toContain('class="screen__back"');
    expect(html).not.toMatch(/>(auth|screen|common)\.[a-z_]+</);
  });

  it('a merchant that does not route the forgotten password (a manifest from before it): no link to it', async () => {
    const { texts, html } = await shellOf('luckyvn', (m) => (m.routes = m.routes.filter((r) => r.screen !== 'forgotPassword')));
    expect(html).toContain(`>${texts['auth.login']}</button>`);
    expect(html).not.toContain('forgotPassword');
    expect(html).not.toContain(texts['auth.forgot_password']!);
  });

  it('a members-only merchant: no back button (home leads straight back to this page)', async () => {
    const { html } = await shellOf('siamspin');
    expect(html).toContain('Siam Spin');
    expect(html).not.toContain('screen__back');
  });

  it('the social sign-in buttons hold their place where the merchant offers them, in its order', async () => {
    const { texts, html } = await shellOf('luckyvn');
    expect(html).toContain(`aria-label="${texts['auth.social.title']}"`);
    // Each with its mark first (social-buttons.css draws it from the class), as the app draws them.
    const buttons = [...html.matchAll(/<button type="button" class="btn btn--ghost social-btn--(\w+)" disabled=""><span aria-hidden="true" class="social-mark social-mark--(\w+)"><\/span>([^<]*)<\/button>/g)];
    expect(buttons.map((m) => m[3])).toEqual(['Google', 'Facebook', 'X (Twitter)', 'LINE', texts['auth.social.phone']]);
    expect(buttons.map((m) => [m[1], m[2]])).toEqual(['google', 'facebook', 'twitter', 'line', 'phone'].map((c) => [c, c]));
    expect((await shellOf('siamspin')).html).not.toContain('btn--ghost');
  });

  it('can send nothing by itself: no submit button, method post; "Log in" and the tabs are marked for the starter', async () => {
    const { texts, html } = await shellOf('goldcrest');
    expect(html).not.toContain('type="submit"');
    expect(html).toMatch(/<form method="post" /);
    expect(html).toContain(`<button type="button" data-shell-action="submit" data-busy-label="${texts['auth.logging_in']}"`);
    expect(html).toContain('data-tab="username" data-shell-action="tab:username"');
    expect(html).toContain('data-tab="mobile" data-shell-action="tab:mobile"');
    expect(html).toContain('class="screen__back" data-shell-action="back"');
  });

  it('refuses markup it cannot make inert (a second form, or none with a submit button)', () => {
    expect(() => inertForm('<form class="a"><button type="submit">x</button></form><form class="b"></form>', '…')).toThrow(/one form/);
    expect(() => inertForm('<form class="a"><button type="button">x</button></form>', '…')).toThrow(/one form/);
    expect(inertForm('<form class="a"><button type="submit">x</button></form>', 'Wait "now"')).toBe(
      '<form method="post" class="a"><button type="button" data-shell-action="submit" data-busy-label="Wait &quot;now&quot;">x</button></form>',
    );
  });
});
