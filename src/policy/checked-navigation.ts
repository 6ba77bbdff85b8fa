import type { MerchantManifest } from '../runtime/merchant-manifest.generated';

/**
 * The one check every URL the product follows on someone else's say-so goes through: login
 * redirects, banner links, game launches and trial frames, images from a CDN, chat, customer
 * service, download links and the domain-error reload. Each purpose has its own list in the
 * manifest (domain recovery: the merchant's own `domains`); a URL passes only when its origin is
 * on that list.
 *
 * - https origins match exactly (scheme, host, port);
 * - http is accepted only for loopback hosts (localhost, *.localhost, 127.0.0.1), so that the
 *   sandbox's stand-ins work; a loopback entry without a port matches any port (the sandbox picks
 *   one per run), `http://games.localhost` matches `http://games.localhost:4173/play`;
 * - user info, whitespace, control characters and backslashes are refused outright: that is where
 *   URL parsers disagree;
 * - relative input is never resolved against a base here (`//evil` and `/\evil` are refused).
 *
 *   checkedUrl('https://games.good.com/play?x=1', ['https://games.good.com'])  // → URL
 *   checkedUrl('https://games.good.com.evil/x', ['https://games.good.com'])    // → null
 *   checkedUrl('http://games.localhost:4173/play', ['http://games.localhost'])  // → URL
 */
export type NavigationPurpose = 'redirect' | 'gameLaunch' | 'gameFrame' | 'image' | 'chat' | 'customerService' | 'download' | 'domainRecovery';

/** The manifest's lists the check reads (the whole manifest fits). */
export type NavigationLists = Pick<MerchantManifest, 'redirectAllowList'> & {
  /** Domain recovery goes only to the merchant's own host names, as https (or http on a loopback host). */
  domains?: readonly string[];
  downloadOrigins?: readonly string[];
  games?: Pick<NonNullable<MerchantManifest['games']>, 'imageOrigins' | 'launchOrigins' | 'frameOrigins'>;
  overlays?: { chatButton?: Pick<MerchantManifest['overlays']['chatButton'], 'origins'> };
  customerService?: Pick<MerchantManifest['customerService'], 'origins'>;
};

/** The manifest's list for a purpose. */
export function allowListFor(manifest: NavigationLists, purpose: NavigationPurpose): readonly string[] {
  switch (purpose) {
    case 'redirect':
      return manifest.redirectAllowList;
    case 'gameLaunch':
      return manifest.games?.launchOrigins ?? [];
    case 'gameFrame':
      return manifest.games?.frameOrigins ?? [];
    case 'image':
      return manifest.games?.imageOrigins ?? [];
    case 'chat':
      return manifest.overlays?.chatButton?.origins ?? [];
    case 'customerService':
      return manifest.customerService?.origins ?? [];
    case 'download':
      return manifest.downloadOrigins ?? [];
    case 'domainRecovery':
      return (manifest.domains ?? []).flatMap((h) => (isLoopbackHost(h) ? [`https://${h}`, `http://${h}`] : [`https://${h}`]));
  }
}

// eslint-disable-next-line no-control-regex
const AMBIGUOUS = /[\s\u0000-\u001f\u007f\\]/;

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');
}

/** Whether `url`'s origin is on the list, under the rules above. */
export function originAllowed(url: URL, allowList: readonly string[]): boolean {
  if (url.protocol === 'https:') return allowList.includes(url.origin);
  if (url.protocol !== 'http:' || !isLoopbackHost(url.hostname)) return false;
  return allowList.includes(url.origin) || allowList.includes(`http://${url.hostname}`);
}

/** The URL when it may be followed for a list, else null. */
export function checkedUrl(raw: string, allowList: readonly string[]): URL | null {
  if (!raw || AMBIGUOUS.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw); // no base: relative and scheme-relative inputs throw
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  return originAllowed(url, allowList) ? url : null;
}

export { inAppPath } from '../runtime/in-app-path';
