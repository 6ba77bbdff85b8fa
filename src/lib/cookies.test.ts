import { afterEach, describe, expect, it } from 'vitest';
import * as cookies from './cookies';
import { cookieDomain, cookieString, getCookie, readCookie, removeCookie, setCookie } from './cookies';

describe('cookieDomain: the registrable domain by the public-suffix rules', () => {
  it.each([
    ['m.brand.co.th', 'brand.co.th'],
    ['www.brand.co.th', 'brand.co.th'],
    ['brand.co.th', 'brand.co.th'],
    ['a.b.brand.com.vn', 'brand.com.vn'],
    ['m.brand.co.uk', 'brand.co.uk'],
    ['m.luckyvn.example', 'luckyvn.example'],
    ['M.Brand.COM.', 'brand.com'],
    // A private suffix (github.io): each site its own, as browsers treat it.
    ['shop.github.io', 'shop.github.io'],
  ])('%s → %s', (host, domain) => {
    expect(cookieDomain(host)).toBe(domain);
  });

  it.each(['localhost', 'luckyvn.localhost', '127.0.0.1', '10.0.0.8', '[::1]', '::1', 'co.th', 'com', ''])('%s → host-only (null)', (host) => {
    expect(cookieDomain(host)).toBeNull();
  });
});

describe('cookieString', () => {
  it('path /, SameSite Lax, the domain, Max-Age in days and Secure on https', () => {
    expect(cookieString('aff', 'A 1', { days: 90 }, { hostname: 'm.brand.co.th', protocol: 'https:' }))
      .toBe('aff=A%201; Path=/; SameSite=Lax; Domain=brand.co.th; Max-Age=7776000; Secure');
  });
  it('a session cookie without days; no Domain on localhost; no Secure on http', () => {
    expect(cookieString('s', 'v', {}, { hostname: 'localhost', protocol: 'http:' })).toBe('s=v; Path=/; SameSite=Lax');
  });
  it('0 days expires it', () => {
    expect(cookieString('s', '', { days: 0 }, { hostname: 'localhost', protocol: 'http:' })).toContain('Max-Age=0');
  });
});

describe('readCookie', () => {
  it('finds the exact name and decodes it', () => {
    expect(readCookie('xaff=1; aff=A%201; other=2', 'aff')).toBe('A 1');
    expect(readCookie('aff=1', 'af')).toBeNull();
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBeNull();
  });
});

describe('setCookie / getCookie / removeCookie (jsdom, localhost)', () => {
  afterEach(() => removeCookie('t1'));
  it('round-trips and removes', () => {
    setCookie('t1', 'v=1', { days: 1 });
    expect(getCookie('t1')).toBe('v=1');
    removeCookie('t1');
    expect(getCookie('t1')).toBeNull();
  });
});

describe('what goes into cookies', () => {
  it('names no lifetime for a cookie nothing sets (the social sign-in keeps no state across a page load)', () => {
    expect(Object.keys(cookies).filter((name) => /_DAYS$/.test(name))).toEqual([]);
  });
});
