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

function upsert(doc: Document, selector: string, create: () => HTMLElement, attr: string, value: string | undefined): void {
  let el = doc.head.querySelector<HTMLElement>(selector);
  if (value === undefined || value === '') {
    el?.remove();
    return;
  }
  if (!el) {
    el = create();
    doc.head.append(el);
  }
  el.setAttribute(attr, value);
}

const metaByName = (doc: Document, name: string, value?: string) =>
  upsert(doc, `meta[name="${name}"]`, () => Object.assign(doc.createElement('meta'), { name }), 'content', value);

function metaByProperty(doc: Document, property: string, value?: string): void {
  upsert(doc, `meta[property="${property}"]`, () => {
    const el = doc.createElement('meta');
    el.setAttribute('property', property);
    return el;
  }, 'content', value);
}

export function applyPageMeta(doc: Document, meta: PageMeta | null, noindex: boolean): void {
  if (meta) doc.title = meta.title;
  metaByName(doc, 'keywords', meta?.keywords);
  metaByName(doc, 'description', meta?.description);
  upsert(doc, 'link[rel="canonical"]', () => Object.assign(doc.createElement('link'), { rel: 'canonical' }), 'href', meta?.canonical);
  metaByProperty(doc, 'og:title', meta?.og?.title ?? meta?.title);
  metaByProperty(doc, 'og:description', meta?.og?.description ?? meta?.description);
  metaByProperty(doc, 'og:image', meta?.og?.image);
  metaByName(doc, 'twitter:card', meta?.twitter?.card ?? (meta ? 'summary' : undefined));
  metaByName(doc, 'twitter:title', meta?.twitter?.title ?? meta?.title);
  metaByName(doc, 'twitter:description', meta?.twitter?.description ?? meta?.description);
  metaByName(doc, 'twitter:image', meta?.twitter?.image ?? meta?.og?.image);
  metaByName(doc, 'robots', noindex ? 'noindex' : undefined);
}
