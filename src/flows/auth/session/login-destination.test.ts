// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '@/runtime/steps/build-route-table';
import { loginDestination } from './login-destination';

const redirect = { allowList: ['https://lotto.good.com'], language: 'VI', headerColor: '#c00000', title: 'Lucky' };
const routes = buildRouteTable([
  { id: 'home', path: '/m/home', screen: 'home', access: 'public' },
  { id: 'login', path: '/m/login', screen: 'login', access: 'public' },
  { id: 'launchGame', path: '/m/launchGame', screen: 'launchGame', access: 'member' },
  { id: 'feedback', path: '/m/feedback', screen: 'feedback', access: 'member-else-home' },
]);
const base = { forceChangeOnExpiry: false, redirectUrl: null, redirect, routes };

describe('loginDestination', () => {
  it('sends a login with the merchant’s public mobile default password to the change-password page', () => {
    expect(loginDestination({ token: 't' }, { ...base, password: 'Gcr-mobile-8642', publicDefaultPassword: 'Gcr-mobile-8642' })).toEqual({ kind: 'change-password' });
    expect(loginDestination({ token: 't' }, { ...base, password: 'Gcr-mobile-8642', publicDefaultPassword: 'Gcr-mobile-8642', redirectUrl: 'https://lotto.good.com/x' }).kind).toBe('change-password');
    expect(loginDestination({ token: 't' }, { ...base, password: 'mine-8642', publicDefaultPassword: 'Gcr-mobile-8642' }).kind).toBe('home');
    expect(loginDestination({ token: 't' }, { ...base, password: '', publicDefaultPassword: '' }).kind).toBe('home');
  });

  it('goes home by default', () => {
    expect(loginDestination({ token: 't' }, base)).toEqual({ kind: 'home', refusedRedirect: false });
  });

  it('forces a change of a weak default password whatever the flag', () => {
    expect(loginDestination({ token: 't', updatePassword: true }, base)).toEqual({ kind: 'change-password' });
  });

  it('forces a change of an expired password only when the merchant says so', () => {
    expect(loginDestination({ token: 't', passwordExpired: true }, base).kind).toBe('home');
    expect(loginDestination({ token: 't', passwordExpired: true }, { ...base, forceChangeOnExpiry: true }).kind).toBe('change-password');
  });

  it('follows an allow-listed redirectUrl with the token, and refuses any other', () => {
    const ok = loginDestination({ token: 'tok' }, { ...base, redirectUrl: 'https://lotto.good.com/x' });
    expect(ok.kind === 'external' && new URL(ok.url).searchParams.get('token')).toBe('tok');
    expect(loginDestination({ token: 'tok' }, { ...base, redirectUrl: 'https://evil.com/x' })).toEqual({ kind: 'home', refusedRedirect: true });
  });

  it('puts the password change before any redirect', () => {
    expect(loginDestination({ token: 't', updatePassword: true }, { ...base, redirectUrl: 'https://lotto.good.com/x' }).kind).toBe('change-password');
  });

  it('goes back to an in-app returnTo (the launch a visitor was sent to log in for)', () => {
    expect(loginDestination({ token: 't' }, { ...base, returnTo: '/m/launchGame?vendor=PG&code=x' })).toEqual({ kind: 'back', path: '/m/launchGame?vendor=PG&code=x' });
  });

  it('goes back to the page a forced logout took the player from', () => {
    expect(loginDestination({ token: 't' }, { ...base, returnTo: '/m/feedback' })).toEqual({ kind: 'back', path: '/m/feedback' });
  });

  it.each(['https://evil.example/m/home', '//evil.example/m/', '/\\evil', 'javascript:alert(1)', '/admin', '', '/m/no-such-page', '/m/../admin', '/m/login'])('ignores a returnTo that is not a routed in-app path: %s', (returnTo) => {
    expect(loginDestination({ token: 't' }, { ...base, returnTo })).toEqual({ kind: 'home', refusedRedirect: false });
  });

  it('lets the password change and the redirectUrl win over a returnTo', () => {
    const returnTo = '/m/launchGame?code=x';
    expect(loginDestination({ token: 't', updatePassword: true }, { ...base, returnTo }).kind).toBe('change-password');
    expect(loginDestination({ token: 't' }, { ...base, returnTo, redirectUrl: 'https://lotto.good.com/x' }).kind).toBe('external');
    expect(loginDestination({ token: 't' }, { ...base, returnTo, redirectUrl: 'https://evil.com/x' })).toEqual({ kind: 'home', refusedRedirect: true });
  });
});
