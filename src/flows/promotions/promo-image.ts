import { checkedUrl } from '@/policy/checked-navigation';

/**
 * Where a promotion picture is fetched from: a path is on the first image CDN of the status
 * (`imageCDNs`) whose origin the manifest allows for images (`games.imageOrigins`, which the CSP's
 * img-src lists too); an absolute URL must itself be on that list. Null: no picture (the card
 * keeps its place with a plain block).
 *
 *   promoImageUrl('/promotions/login.svg', ['http://cdn-a.localhost:4173'], ['http://cdn-a.localhost'])
 *   // → 'http://cdn-a.localhost:4173/promotions/login.svg'
 *   promoImageUrl('https://evil.example/x.png', [...], [...])  // → null
 */
export function promoImageUrl(image: string | null | undefined, cdns: readonly string[], allowList: readonly string[]): string | null {
  const raw = (image ?? '').trim();
  if (!raw) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) return checkedUrl(raw, allowList)?.href ?? null;
  for (const cdn of cdns) {
    const url = checkedUrl(typeof cdn === 'string' ? cdn.trim() : '', allowList);
    if (url && !url.search && !url.hash) return url.origin + url.pathname.replace(/\/+$/, '') + '/' + raw.replace(/^\/+/, '');
  }
  return null;
}
