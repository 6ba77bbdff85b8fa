import { checkedUrl } from './checked-navigation';

/**
 * Where a CDN picture (lobby tiles and banners, welcome images) is fetched from. The status response lists image CDNs (`imageCDNs`); only
 * those whose origin the merchant's manifest allows for images (`games.imageOrigins`) are used, the
 * others are skipped (the CSP's img-src is built from the same list, so they could not load anyway).
 * One allowed host is picked at random per page load, which spreads players over the CDNs; when a
 * picture fails there, it is tried on the next host, then the next, round the list once.
 *
 *   const hosts = imageHosts(['http://cdn-a.localhost:4173', 'https://evil.example'], ['http://cdn-a.localhost'], () => 0);
 *   hosts.origins                              // ['http://cdn-a.localhost:4173']
 *   hosts.urls('/games/PG/tiger.jpg')          // ['http://cdn-a.localhost:4173/games/PG/tiger.jpg']
 *   hosts.urls('https://evil.example/x.jpg')   // [] (an absolute URL must pass the same list)
 *
 * Pure: the random source is a parameter, so tests choose it.
 */
export interface ImageHosts {
  /** The allowed hosts, in the order they are tried (the random pick first). */
  readonly origins: readonly string[];
  /** Every URL to try for a picture, in order; empty when it cannot be shown from anywhere allowed. */
  urls(path: string | undefined): string[];
}

/** The allowed hosts of `cdns`, each once, without a trailing slash (a host may carry a path prefix: `https://cdn.x.com/img`). */
export function allowedHosts(cdns: readonly string[], allowList: readonly string[]): string[] {
  const hosts: string[] = [];
  for (const raw of cdns) {
    const url = checkedUrl(typeof raw === 'string' ? raw.trim() : '', allowList);
    if (!url || url.search || url.hash) continue;
    const host = url.origin + url.pathname.replace(/\/+$/, '');
    if (!hosts.includes(host)) hosts.push(host);
  }
  return hosts;
}

export function imageHosts(cdns: readonly string[], allowList: readonly string[], random: () => number = Math.random): ImageHosts {
  const allowed = allowedHosts(cdns, allowList);
  const start = allowed.length ? Math.min(allowed.length - 1, Math.floor(random() * allowed.length)) : 0;
  const origins = [...allowed.slice(start), ...allowed.slice(0, start)];
  return {
    origins,
    urls(path) {
      if (!path) return [];
      // An absolute URL names its own host: used once, and only when the image list allows it.
      if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) {
        const url = checkedUrl(path, allowList);
        return url ? [url.href] : [];
      }
      const clean = '/' + path.replace(/^\/+/, '');
      return origins.map((origin) => origin + clean);
    },
  };
}
