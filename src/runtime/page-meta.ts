/**
 * Per-path page metadata and the robots rule.
 *
 *   robotsNoIndex('m.brand.com', '/m/home')        // true: not localhost, not www
 *   robotsNoIndex('www.brand.com', '/m/home')      // false
 *   robotsNoIndex('www.brand.com', '/m/activity/signIn') // true: more than two segments
 */
export interface PageMeta {
  title: string;
  keywords?: string;
  description?: string;
  canonical?: string;
  og?: { title?: string; description?: string; image?: string };
  twitter?: { card?: string; title?: string; description?: string; image?: string };
}

export const HOME_META_PATH = '/m/home';

export function robotsNoIndex(hostname: string, pathname: string): boolean {
  const host = hostname.toLowerCase();
  if (host !== 'localhost' && !host.startsWith('www')) return true;
  return pathname.split('/').filter(Boolean).length > 2;
}

/**
 * The metadata of a page; every route gets title, keywords, description and a canonical link:
 * - its own entry (the path's, else its route path's, for an alias), with the /m/home entry's
 *   keywords and description where it has none of its own;
 * - a route without an entry shows the /m/home entry's texts;
 * - the canonical link is the entry's own `canonical`, else the page's origin and the route's path:
 *   /m/login's is /m/login, never /m/home's (a page is not a copy of the home page).
 * og: and twitter: texts fall back to the title and description in applyPageMeta.
 *
 *   pageMetaFor(manifest.pageMeta, '/m/login', '/m/login', 'https://www.brand.com')
 *   // → { title: 'Log in', keywords: (home's), description: …, canonical: 'https://www.brand.com/m/login' }
 */
export function pageMetaFor(table: { [HOME_META_PATH]: PageMeta } & Partial<Record<string, PageMeta>>, pathname: string, routePath: string, origin: string): PageMeta {
  const home = table[HOME_META_PATH];
  const own = table[pathname] ?? table[routePath];
  return { ...(own ? { keywords: home.keywords, description: home.description, ...own } : home), canonical: own?.canonical ?? origin + routePath };
}

/**
 * Writes the page's tags: one per key (attribute=value of the tag that holds it; `rel` is a link).
 * An empty value removes the tag, so a page does not keep the previous page's description or image.
 */
export function applyPageMeta(doc: Document, meta: PageMeta, noindex: boolean): void {
  const { title, description, canonical, og = {}, twitter = {} } = meta;
  doc.title = title;
  const tags: Record<string, string | undefined> = {
    'name=keywords': meta.keywords,
    'name=description': description,
    'rel=canonical': canonical,
    'property=og:title': og.title ?? title,
    'property=og:description': og.description ?? description,
    'property=og:url': canonical,
    'property=og:image': og.image,
    'name=twitter:card': twitter.card ?? 'summary',
    'name=twitter:title': twitter.title ?? title,
    'name=twitter:description': twitter.description ?? description,
    'name=twitter:image': twitter.image ?? og.image,
    'name=robots': noindex ? 'noindex' : undefined,
  };
  for (const [pair, text] of Object.entries(tags)) {
    const [key, name] = pair.split('=') as [string, string];
    const tag = key === 'rel' ? 'link' : 'meta';
    let el = doc.head.querySelector(`${tag}[${key}="${name}"]`);
    if (!text) {
      el?.remove();
      continue;
    }
    if (!el) {
      el = doc.createElement(tag);
      el.setAttribute(key, name);
      doc.head.append(el);
    }
    el.setAttribute(tag === 'link' ? 'href' : 'content', text);
  }
}
