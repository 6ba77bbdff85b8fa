import { allowListFor, checkedUrl, type NavigationLists } from '@/policy/checked-navigation';

/**
 * The profile icons are the server's set on its image CDN (`/profile-icons/<n>.png`, n = 1…count,
 * count = PROFILE_ICON_COUNT, default 9). The CDN is the status's first `imageCDNs` origin that the
 * manifest allows for images; with none, no picture (the avatar shows the name's initial).
 *
 *   profileIconUrl(3, ['http://cdn-a.localhost:4173'], manifest) // → 'http://cdn-a.localhost:4173/profile-icons/3.png'
 */
export function iconBase(cdns: readonly string[], manifest: NavigationLists): string | null {
  for (const cdn of cdns) {
    const url = checkedUrl(cdn, allowListFor(manifest, 'image'));
    if (url) return url.origin;
  }
  return null;
}

export function profileIconUrl(n: number, base: string | null): string | null {
  return base && Number.isInteger(n) && n > 0 ? `${base}/profile-icons/${n}.png` : null;
}

/** The icon shown: the chosen one when within the set, else the first. */
export function shownIcon(chosen: number | null, count: number): number {
  return chosen !== null && chosen >= 1 && chosen <= count ? chosen : 1;
}
