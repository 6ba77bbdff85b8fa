// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '../runtime/steps/build-route-table';
import { checkedReturnPath, loginAfterExpiry } from './return-path';
import { NAVIGATION_ATTACKS } from './testing/navigation-attacks';

const routes = buildRouteTable([
  { id: 'home', path: '/m/home', aliases: ['/m/index.html'], screen: 'home', access: 'public' },
  { id: 'login', path: '/m/login', screen: 'login', access: 'public' },
  { id: 'feedback', path: '/m/feedback', screen: 'feedback', access: 'member-else-home' },
  { id: 'launchGame', path: '/m/launchGame', screen: 'launchGame', access: 'member' },
  { id: 'memberHome', path: '/m/member/home', screen: 'memberHome', access: 'member' },
]);

describe('checkedReturnPath: where a login may go back to', () => {
  it.each(['/m/feedback', '/m/launchGame?vendor=PG&code=x', '/m/member/home', '/m/member/home/', '/m/index.html', '/m/home#top'])('follows the routed in-app path %s', (raw) => {
    expect(checkedReturnPath(raw, routes)).toBe(raw);
  });

  // Every attack of the checked navigation but a plain in-app path, which is what this check is for.
  it.each(NAVIGATION_ATTACKS.filter(([name]) => name !== 'relative path'))('refuses %s', (_name, raw) => {
    expect(checkedReturnPath(raw, routes)).toBeNull();
  });

  it.each([
    ['scheme-relative', '//evil.example'],
    ['scheme-relative under /m', '//evil.example/m/feedback'],
    ['slash-backslash', '/\\evil'],
    ['backslash after /m/', '/m/\\evil.example'],
    ['double slash after /m/', '/m//evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: naming an in-app path', 'javascript:/m/feedback'],
    ['percent-encoded slashes', '%2F%2Fevil.example'],
    ['percent-encoded in-app path (decoded once by the query, never twice)', '%2Fm%2Ffeedback'],
    ['double-encoded slashes', '%252F%252Fevil.example'],
    ['percent-encoded slashes after /m/ (no such route)', '/m/%2F%2Fevil.example'],
    ['percent-encoded backslash after /m/', '/m/%5Cevil.example'],
    ['percent-encoded letter of the base', '/%6D/feedback'],
    ['dot segments out of /m/', '/m/../evil'],
    ['encoded dot segments', '/m/%2e%2e/evil'],
    ['a full URL of this very app', 'http://localhost/m/feedback'],
    ['userinfo-like path', '/m/feedback@evil.example'],
    ['a space', '/m/feed back'],
    ['a newline', '/m/feedback\n'],
    ['a path with no route (home would stand in)', '/m/no-such-page'],
    ['outside the app', '/admin'],
    ['the login page itself', '/m/login?returnTo=%2Fm%2Ffeedback'],
    ['nothing', ''],
  ])('refuses %s: %s', (_name, raw) => {
    expect(checkedReturnPath(raw, routes)).toBeNull();
  });

  it('refuses what the login page reads from a hostile address', () => {
    for (const query of ['returnTo=%2F%2Fevil.example', 'returnTo=%2F%5Cevil', 'returnTo=javascript%3Aalert(1)', 'returnTo=%252F%252Fevil.example', 'returnTo=https%3A%2F%2Fevil.example%2Fm%2Ffeedback']) {
      expect(checkedReturnPath(new URLSearchParams(query).get('returnTo'), routes), query).toBeNull();
    }
    expect(checkedReturnPath(new URLSearchParams('returnTo=%2Fm%2Ffeedback').get('returnTo'), routes)).toBe('/m/feedback');
    expect(checkedReturnPath(null, routes)).toBeNull();
  });
});

describe('loginAfterExpiry: the login page a forced logout sends the player to', () => {
  it('names the page the player was on, with its query', () => {
    expect(loginAfterExpiry('/m/login', { pathname: '/m/feedback', search: '' })).toBe('/m/login?returnTo=%2Fm%2Ffeedback');
    expect(loginAfterExpiry('/m/login', { pathname: '/m/launchGame', search: '?vendor=PG&code=x' })).toBe('/m/login?returnTo=%2Fm%2FlaunchGame%3Fvendor%3DPG%26code%3Dx');
  });

  it('never carries a token in the address it builds', () => {
    expect(loginAfterExpiry('/m/login', { pathname: '/m/member/home', search: '?token=secret&tab=vip' })).toBe('/m/login?returnTo=%2Fm%2Fmember%2Fhome%3Ftab%3Dvip');
    expect(loginAfterExpiry('/m/login', { pathname: '/m/member/home', search: '?tokens=secret' })).toBe('/m/login?returnTo=%2Fm%2Fmember%2Fhome');
  });

  it('is the bare login page from the login page itself, or from anything that is not an in-app path', () => {
    expect(loginAfterExpiry('/m/login', { pathname: '/m/login', search: '?returnTo=%2Fm%2Ffeedback' })).toBe('/m/login');
    expect(loginAfterExpiry('/m/login', { pathname: '/', search: '' })).toBe('/m/login');
    expect(loginAfterExpiry('/m/login', { pathname: '//evil.example/m/', search: '' })).toBe('/m/login');
    expect(loginAfterExpiry('/m/login', { pathname: '/m/../evil', search: '' })).toBe('/m/login');
  });
});
