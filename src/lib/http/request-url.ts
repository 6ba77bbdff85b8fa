import { HttpError } from './http-error';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/**
 * Resolves `url` against the app origin, appends `params`, and refuses other origins.
 *
 *   requestUrl('/wps/system/country', 'https://m.a.com', { _: 'ACME' })
 *     → URL 'https://m.a.com/wps/system/country?_=ACME'
 *   requestUrl('//evil.com/x', 'https://m.a.com')   → throws HttpError 'url.offsite'
 *   requestUrl('/\\evil.com/x', 'https://m.a.com')  → throws too (WHATWG reads '\' as '/')
 *
 * null / undefined values are dropped; arrays repeat the key (`a=1&a=2`).
 * With `allowOffsite`, another http(s) origin is allowed (the caller then sends no credentials).
 */
export function requestUrl(url: string | null | undefined, origin: string, params?: QueryParams, allowOffsite = false): URL {
  if (url === null || url === undefined || url === '') throw new HttpError({ code: 'url.null', message: 'url is null' });

  let resolved: URL;
  try {
    resolved = new URL(url, `${origin}/`);
  } catch {
    throw new HttpError({ code: 'url.offsite', message: 'Refused a malformed URL.' });
  }
  const httpLike = resolved.protocol === 'https:' || resolved.protocol === 'http:';
  if (!httpLike || (resolved.origin !== origin && !allowOffsite)) {
    throw new HttpError({
      code: 'url.offsite',
      message: 'Refused: API calls go to the app origin only.',
      path: resolved.pathname,
    });
  }

  for (const [key, value] of Object.entries(params ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) if (item !== null && item !== undefined) resolved.searchParams.append(key, String(item));
  }
  return resolved;
}
