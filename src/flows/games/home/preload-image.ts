/**
 * Starts an image's download before the element that shows it exists, at high priority (the
 * lobby's first banner, its largest paint). The URL must be the one the `<img>` or `<source>` will
 * ask for, so the browser uses the preloaded response. A WebP preload carries its type, so a browser
 * without WebP skips it rather than fetching what it cannot show.
 *
 *   preloadImage('/m/merchants/luckyvn/assets/banners/lottery-daily.webp')
 */
export function preloadImage(href: string): void {
  if ([...document.head.querySelectorAll('link[rel="preload"]')].some((l) => l.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  if (href.endsWith('.webp')) link.type = 'image/webp';
  document.head.append(link);
}
