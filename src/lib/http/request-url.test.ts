// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { requestUrl } from './request-url';

const origin = 'https://m.good.com';

function refusal(url: string | null | undefined): string {
  try {
    requestUrl(url, origin);
    return 'allowed';
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return `${(error as HttpError).code}: ${(error as HttpError).message}`;
  }
}

describe('requestUrl', () => {
  it('resolves relative URLs against the app origin and appends params', () => {
    expect(requestUrl('/wps/system/country', origin, { _: 'ACME' }).href).toBe('https://m.good.com/wps/system/country?_=ACME');
    expect(requestUrl('wps/x?a=1', origin, { b: 2, c: null, d: undefined, e: [1, 2], f: true }).href).toBe(
      'https://m.good.com/wps/x?a=1&b=2&e=1&e=2&f=true',
    );
    expect(requestUrl('/wps/x', origin, { q: 'a b&c' }).search).toBe('?q=a+b%26c');
  });

  it('allows absolute URLs on the same origin', () => {
    expect(requestUrl('https://m.good.com/wps/x', origin).pathname).toBe('/wps/x');
  });

  it.each([null, undefined, ''])("rejects %o with exactly 'url is null'", (url) => {
    expect(refusal(url)).toBe('url.null: url is null');
  });

  it.each([
    'https://evil.com/wps/x',
    '//evil.com/wps/x',
    '/\\evil.com/wps/x',
    '\\\\evil.com/x',
    'http://m.good.com/wps/x', // same host, other scheme
    'https://m.good.com:8443/wps/x', // other port
    'https://m.good.com.evil.com/x',
    'https://m.good.com@evil.com/x',
    'javascript:alert(1)',
    'data:text/plain,hi',
    'java\tscript:alert(1)',
  ])('refuses %s', (url) => {
    expect(refusal(url)).toMatch(/^url\.offsite: /);
  });

  it('keeps look-alikes that WHATWG reads as paths on our origin', () => {
    expect(requestUrl('/%2F%2Fevil.com', origin).origin).toBe(origin);
    // same scheme as the base without '//': a relative reference, i.e. https://m.good.com/evil.com
    expect(requestUrl('https:evil.com', origin).href).toBe('https://m.good.com/evil.com');
  });

  it('allows another http(s) origin only when asked', () => {
    expect(requestUrl('https://d2.good.com/wps/system/test/ping', origin, { speed: 1 }, true).href).toBe(
      'https://d2.good.com/wps/system/test/ping?speed=1',
    );
    expect(() => requestUrl('javascript:alert(1)', origin, undefined, true)).toThrow(HttpError);
  });
});
