/**
 * Per-path page metadata and the robots rule (spec section 2 "Shell behaviours").
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

/** The entry for the path, else for the route's own path (for an alias), else the /m/home entry. */
export function pageMetaFor(table: Partial<Record<string, PageMeta>>, pathname: string, routePath?: string): PageMeta | null {
  return table[pathname] ?? (routePath ? table[routePath] : undefined) ?? table[HOME_META_PATH] ?? null;
}

/**
 * One tag per row: which element, and its value for a page. A row whose value is empty removes the
 * tag, so a page does not keep the previous page's description or image.
 */
type Row = [tag: 'meta' | 'link', key: 'name' | 'property' | 'rel', name: string, attr: 'content' | 'href', value: (m: PageMeta | null, noindex: boolean) => string | undefined];

const ROWS: Row[] = [
  ['meta', 'name', 'keywords', 'content', (m) => m?.keywords],
  ['meta', 'name', 'description', 'content', (m) => m?.description],
  ['link', 'rel', 'canonical', 'href', (m) => m?.canonical],
  ['meta', 'property', 'og:title', 'content', (m) => m?.og?.title ?? m?.title],
  ['meta', 'property', 'og:description', 'content', (m) => m?.og?.description ?? m?.description],
  ['meta', 'property', 'og:image', 'content', (m) => m?.og?.image],
  ['meta', 'name', 'twitter:card', 'content', (m) => m?.twitter?.card ?? (m ? 'summary' : undefined)],
  ['meta', 'name', 'twitter:title', 'content', (m) => m?.twitter?.title ?? m?.title],
  ['meta', 'name', 'twitter:description', 'content', (m) => m?.twitter?.description ?? m?.description],
  ['meta', 'name', 'twitter:image', 'content', (m) => m?.twitter?.image ?? m?.og?.image],
  ['meta', 'name', 'robots', 'content', (_m, noindex) => (noindex ? 'noindex' : undefined)],
];

export function applyPageMeta(doc: Document, meta: PageMeta | null, noindex: boolean): void {
  if (meta) doc.title = meta.title;
  for (const [tag, key, name, attr, value] of ROWS) {
    let el = doc.head.querySelector(`${tag}[${key}="${name}"]`);
    const text = value(meta, noindex);
    if (!text) {
      el?.remove();
      continue;
    }
    if (!el) {
      el = doc.createElement(tag);
      el.setAttribute(key, name);
      doc.head.append(el);
    }
    el.setAttribute(attr, text);
  }
}
