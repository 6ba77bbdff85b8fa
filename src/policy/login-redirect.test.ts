// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedRedirectTarget, buildLoginRedirect, redirectLanguage } from './login-redirect';
import { ALLOWED_ORIGIN, FOLLOWED, NAVIGATION_ATTACKS } from './testing/navigation-attacks';

const allowList = ['https://good.com', 'https://lotto.good.com:8443'];

describe('allowedRedirectTarget', () => {
  it.each([
    'https://good.com/play',
    'https://good.com',
    'https://lotto.good.com:8443/x?y=1#z',
    'HTTPS://GOOD.COM/x',
  ])('follows %s', (raw) => expect(allowedRedirectTarget(raw, allowList)).not.toBeNull());

  it.each([
    ['scheme-relative', '//evil.com'],
    ['backslash', '/\\evil.com'],
    ['scheme without slashes', 'https:evil.com'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['suffix domain', 'https://good.com.evil.com/'],
    ['userinfo', 'https://good.com@evil.com/'],
    ['userinfo on allowed host', 'https://user:pw@good.com/'],
    ['percent-encoded slashes', '%2F%2Fevil.com'],
    ['tab inside the scheme', 'ht\ttps://good.com/'],
    ['newline inside the scheme', 'https\n://good.com/'],
    ['leading space', ' https://good.com/'],
    ['wrong port', 'https://good.com:444/'],
    ['allowed port missing', 'https://lotto.good.com/'],
    ['http to an https origin', 'http://good.com/'],
    ['relative path', '/m/home'],
    ['empty', ''],
    ['subdomain not listed', 'https://evil.good.com/'],
  ])('refuses %s', (_name, raw) => expect(allowedRedirectTarget(raw, allowList)).toBeNull());
});

describe('buildLoginRedirect', () => {
  const ctx = { allowList, token: 'tok', language: 'tw', headerColor: '#c00000', title: 'Lucky VN' };

  it('appends token, language, headerColor, b2c=1 and title, keeping the target’s own query', () => {
    const url = new URL(buildLoginRedirect('https://good.com/play?x=1', ctx) ?? '');
    expect(url.origin).toBe('https://good.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      x: '1', token: 'tok', language: 'CN', headerColor: '#c00000', b2c: '1', title: 'Lucky VN',
    });
  });

  it('never puts the token on a refused target', () => {
    expect(buildLoginRedirect('https://evil.com/?', ctx)).toBeNull();
  });

  it.each([[null, 'CN'], ['CN', 'CN'], ['TW', 'CN'], ['hk', 'CN'], ['vi', 'VI'], ['PT-BR', 'PT-BR']])(
    'language %s → %s',
    (stored, expected) => expect(redirectLanguage(stored)).toBe(expected),
  );
});

describe('the login redirect: the attack strings', () => {
  it('follows a URL on the allow-list', () => expect(allowedRedirectTarget(FOLLOWED, [ALLOWED_ORIGIN])?.href).toBe(FOLLOWED));
  it.each(NAVIGATION_ATTACKS)('refuses %s', (_name, raw) => expect(allowedRedirectTarget(raw, [ALLOWED_ORIGIN])).toBeNull());
});
