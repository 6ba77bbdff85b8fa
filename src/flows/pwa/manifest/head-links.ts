/**
 * The <head> tags that give iOS its home-screen look (splash images for ten
 * device sizes; apple-touch-icon), and the tab's icon, which the merchant's pages name in their
 * HTML (scripts/build-shells.ts) and which follows newer templates from the status here. The
 * manifest link is index.ts's (it is on the first load):
 *
 *   <link rel="icon" type="image/png" sizes="192x192" href="/m/merchants/luckyvn/assets/icon-192.png">
 *   <link rel="apple-touch-icon" href="/m/merchants/luckyvn/assets/icon-192.png">
 *   <meta name="apple-mobile-web-app-title" content="Lucky VN">
 *   <link rel="apple-touch-startup-image" href="…/splash-1170x2532.png"
 *         media="(device-width: 390px) and (device-height: 844px) and (-webkit-device-pixel-ratio: 3) and (orientation: portrait)">
 *
 * `apple-mobile-web-app-capable` and the status-bar style are the same for every merchant and
 * sit in index.html. Every function replaces what is there, so calling it twice leaves one set.
 */
export interface SplashImage {
  width: number;
  height: number;
  pixelRatio: number;
  image: string;
}

export function splashMedia(s: Pick<SplashImage, 'width' | 'height' | 'pixelRatio'>): string {
  return `(device-width: ${s.width}px) and (device-height: ${s.height}px) and (-webkit-device-pixel-ratio: ${s.pixelRatio}) and (orientation: portrait)`;
}

/** Sets the attributes before a new element is inserted: browsers read head links as they enter. */
function upsert(doc: Document, selector: string, tag: 'link' | 'meta', attrs: Record<string, string>): void {
  const existing = doc.head.querySelector(selector);
  const el = existing ?? doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  if (!existing) doc.head.appendChild(el);
}

export function applyAppleHead(doc: Document, options: { icon: string; title: string; splash: { href: string; media: string }[] }): void {
  upsert(doc, 'link[rel="icon"]', 'link', { rel: 'icon', type: 'image/png', sizes: '192x192', href: options.icon });
  upsert(doc, 'link[rel="apple-touch-icon"]', 'link', { rel: 'apple-touch-icon', href: options.icon });
  upsert(doc, 'meta[name="apple-mobile-web-app-title"]', 'meta', { name: 'apple-mobile-web-app-title', content: options.title });
  doc.head.querySelectorAll('link[rel="apple-touch-startup-image"]').forEach((el) => el.remove());
  for (const { href, media } of options.splash) {
    const link = doc.createElement('link');
    link.rel = 'apple-touch-startup-image';
    link.media = media;
    link.href = href;
    doc.head.appendChild(link);
  }
}
