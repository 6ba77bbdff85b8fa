import { isChinese } from '@/lib/i18n/languages';
import { checkedUrl } from './checked-navigation';

/**
 * Redirect after login, with no open redirect: the browser is sent to
 * `redirectUrl` only when its origin is EXACTLY one of the merchant's allow-listed HTTPS origins,
 * and only then is the token appended. Anything else returns null: the caller goes to /m/home and
 * says why.
 *
 *   buildLoginRedirect('https://lotto.good.com/play?x=1', { allowList: ['https://lotto.good.com'], token: 't',
 *     language: 'vi', headerColor: '#c00', title: 'Lucky' })
 *   // → 'https://lotto.good.com/play?x=1&token=t&language=VI&headerColor=%23c00&b2c=1&title=Lucky'
 */
export interface LoginRedirectContext {
  allowList: readonly string[];
  token: string;
  /** The stored language; Chinese variants become CN, others are upper-cased, none → CN. */
  language: string | null;
  headerColor: string;
  title: string;
}

/** The redirect's target when its origin is on the allow-list (policy/checked-navigation.ts). */
export function allowedRedirectTarget(raw: string, allowList: readonly string[]): URL | null {
  return checkedUrl(raw, allowList);
}

export function redirectLanguage(stored: string | null): string {
  if (!stored) return 'CN';
  return isChinese(stored) ? 'CN' : stored.toUpperCase();
}

export function buildLoginRedirect(raw: string, ctx: LoginRedirectContext): string | null {
  const url = allowedRedirectTarget(raw, ctx.allowList);
  if (!url) return null;
  url.searchParams.set('token', ctx.token);
  url.searchParams.set('language', redirectLanguage(ctx.language));
  url.searchParams.set('headerColor', ctx.headerColor);
  url.searchParams.set('b2c', '1');
  url.searchParams.set('title', ctx.title);
  return url.toString();
}
