/** The reload target after a domain error: /m/index.html. */
export const INDEX_PATH = '/m/index.html';

export interface AffiliateParams {
  affiliateCode?: string | null;
  r?: string | null;
}

/**
 * The affiliate code and referral code to carry over, so a player who came through an affiliate
 * link keeps being attributed on the new domain: the landing URL's own `affiliateCode` and `r`
 * first, else the local registration info (affiliateCode, referralCode).
 *
 *   affiliateParams('?affiliateCode=AFF1&r=R9', null)                     → { affiliateCode: 'AFF1', r: 'R9' }
 *   affiliateParams('', { affiliateCode: 'AFF2', referralCode: 'R2' })    → { affiliateCode: 'AFF2', r: 'R2' }
 */
export function affiliateParams(search: string, stored: { affiliateCode?: unknown; referralCode?: unknown } | null): AffiliateParams {
  const query = new URLSearchParams(search);
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  return {
    affiliateCode: text(query.get('affiliateCode')) ?? text(stored?.affiliateCode),
    r: text(query.get('r')) ?? text(stored?.referralCode),
  };
}

/** indexReloadUrl('https://m2.a.example', { affiliateCode: 'AFF1', r: null }) → 'https://m2.a.example/m/index.html?affiliateCode=AFF1' */
export function indexReloadUrl(origin: string, params: AffiliateParams): string {
  const url = new URL(INDEX_PATH, origin);
  if (params.affiliateCode) url.searchParams.set('affiliateCode', params.affiliateCode);
  if (params.r) url.searchParams.set('r', params.r);
  return url.href;
}
