import { getDomain } from 'tldts';

/**
 * Cookies the product sets: path /, SameSite Lax, Secure on https, scoped to the registrable
 * domain of the merchant's host (so m.brand.co.th and www.brand.co.th share them), an optional
 * expiry in days (a session cookie without it). What goes into cookies: docs/decisions.md,
 * "Cookies".
 *
 *   cookieDomain('m.brand.co.th')   // → 'brand.co.th' (co.th is a public suffix, from tldts's list)
 *   cookieDomain('localhost')       // → null: host-only (no Domain attribute)
 *   setCookie('aff', 'AFF1', { days: 90 })
 *   // document.cookie = 'aff=AFF1; Path=/; SameSite=Lax; Domain=brand.co.th; Max-Age=7776000; Secure'
 *
 * tldts carries the public-suffix list (tens of KB): import this module only from lazy code.
 */

const DAY_S = 86_400;

/**
 * The Domain attribute for a host: its registrable domain by the public-suffix rules (ICANN and
 * private sections, as browsers apply them), or null (host-only) for an IP address, localhost or
 * any `.localhost` name, a bare public suffix, or anything the list cannot place.
 */
export function cookieDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost' || host.endsWith('.localhost')) return null;
  if (/^\[.*\]$/.test(host) || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  return getDomain(host, { allowPrivateDomains: true }) ?? null;
}

export interface CookieOptions {
  /** Lifetime in days; none: a session cookie. 0 or less removes the cookie. */
  days?: number;
}

export interface CookiePlace {
  hostname: string;
  protocol: string;
}

/** The `document.cookie` assignment for one cookie (pure: tested without a document). */
export function cookieString(name: string, value: string, options: CookieOptions, place: CookiePlace): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  const domain = cookieDomain(place.hostname);
  if (domain) parts.push(`Domain=${domain}`);
  if (options.days !== undefined) parts.push(`Max-Age=${Math.max(0, Math.round(options.days * DAY_S))}`);
  if (place.protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

/** The value of a cookie in a `document.cookie` string, or null. */
export function readCookie(all: string, name: string): string | null {
  const wanted = encodeURIComponent(name);
  for (const pair of all.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== wanted) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** Never throws (a sandboxed document may refuse cookies): a cookie that cannot be set is simply absent. */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  try {
    document.cookie = cookieString(name, value, options, location);
  } catch {
    /* cookies blocked: nothing kept */
  }
}

export function getCookie(name: string): string | null {
  try {
    return readCookie(document.cookie, name);
  } catch {
    return null;
  }
}

export function removeCookie(name: string): void {
  setCookie(name, '', { days: 0 });
}
