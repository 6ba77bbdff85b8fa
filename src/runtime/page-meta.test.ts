import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildRouteTable } from './steps/build-route-table';
import type { MerchantManifest } from './merchant-manifest.generated';
import { applyPageMeta, pageMetaFor, robotsNoIndex } from './page-meta';

describe('robotsNoIndex', () => {
  it.each([
    ['localhost', '/m/home', false],
    ['www.brand.com', '/m/home', false],
    ['www2.brand.com', '/m/login', false],
    ['m.brand.com', '/m/home', true],
    ['brand.com', '/m/home', true],
    ['brand.localhost', '/m/home', true],
    ['localhost', '/m/activity/signIn', true],
    ['www.brand.com', '/m/member/home', true],
    ['www.brand.com', '/m/', false],
  ] as const)('%s%s → noindex %s', (host, path, expected) => expect(robotsNoIndex(host, path)).toBe(expected));
});

describe('pageMetaFor', () => {
  const table = {
    '/m/home': { title: 'Home', keywords: 'k', description: 'Play', canonical: 'https://www.b.com/m/home', og: { title: 'B' } },
    '/m/login': { title: 'Login', description: 'Log in' },
  };
  const origin = 'https://m.b.com';
  it('uses the path’s own entry, then the route path (aliases), then /m/home’s texts', () => {
    expect(pageMetaFor(table, '/m/login', '/m/login', origin).title).toBe('Login');
    expect(pageMetaFor(table, '/m/index.html', '/m/home', origin).title).toBe('Home');
    expect(pageMetaFor(table, '/m/appDownload', '/m/appDownload', origin)).toMatchObject({ title: 'Home', description: 'Play', og: { title: 'B' } });
  });
  it('fills an entry’s missing keywords and description from /m/home, not its og texts', () => {
    expect(pageMetaFor(table, '/m/login', '/m/login', origin)).toEqual({ title: 'Login', keywords: 'k', description: 'Log in', canonical: 'https://m.b.com/m/login' });
  });
  it('gives each route its own canonical link: the entry’s, else the origin and the route’s path', () => {
    expect(pageMetaFor(table, '/m/home', '/m/home', origin).canonical).toBe('https://www.b.com/m/home');
    expect(pageMetaFor(table, '/m/index.html', '/m/home', origin).canonical).toBe('https://www.b.com/m/home');
    expect(pageMetaFor(table, '/m/login', '/m/login', origin).canonical).toBe('https://m.b.com/m/login');
    expect(pageMetaFor(table, '/m/register.html', '/m/register', origin).canonical).toBe('https://m.b.com/m/register');
  });
});

describe('every route of every merchant in merchants/', () => {
  const root = join(process.cwd(), 'merchants');
  const file = (id: string) => join(root, id, 'manifest.json');
  const manifests = readdirSync(root).filter((id) => existsSync(file(id)))
    .map((id) => JSON.parse(readFileSync(file(id), 'utf8')) as MerchantManifest);
  const pages = manifests.flatMap((m) => buildRouteTable(m.routes).routes.flatMap((route) =>
    [route.path, ...(route.aliases ?? [])].map((path) => [m.id, path, route.path, m.pageMeta] as const)));

  it('finds the three demo merchants', () => expect(manifests.map((m) => m.id).sort()).toEqual(['goldcrest', 'luckyvn', 'siamspin']));

  it.each(pages)('%s %s has canonical, title, keywords, description, og and twitter texts', (_id, path, routePath, table) => {
    document.head.innerHTML = '';
    applyPageMeta(document, pageMetaFor(table, path, routePath, 'https://www.brand.test'), false);
    const content = (sel: string) => document.head.querySelector(sel)?.getAttribute('content');
    const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical).toBe(table[routePath]?.canonical ?? `https://www.brand.test${routePath}`);
    expect(new URL(canonical!).pathname).toBe(routePath);
    expect(document.title).toBeTruthy();
    for (const name of ['keywords', 'description', 'twitter:title', 'twitter:description']) expect(content(`meta[name="${name}"]`), name).toBeTruthy();
    for (const name of ['og:title', 'og:description']) expect(content(`meta[property="${name}"]`), name).toBeTruthy();
    expect(content('meta[property="og:url"]')).toBe(canonical);
  });
});

describe('applyPageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('writes title, keywords, description, canonical, og and twitter tags', () => {
    applyPageMeta(document, {
      title: 'Lucky', keywords: 'lotto', description: 'Play', canonical: 'https://www.lucky.com/m/home',
      og: { image: 'https://cdn/x.png' }, twitter: { card: 'summary_large_image' },
    }, false);
    const content = (sel: string) => document.head.querySelector(sel)?.getAttribute('content');
    expect(document.title).toBe('Lucky');
    expect(content('meta[name="keywords"]')).toBe('lotto');
    expect(content('meta[name="description"]')).toBe('Play');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.lucky.com/m/home');
    expect(content('meta[property="og:title"]')).toBe('Lucky');
    expect(content('meta[property="og:image"]')).toBe('https://cdn/x.png');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:image"]')).toBe('https://cdn/x.png');
    expect(content('meta[property="og:url"]')).toBe('https://www.lucky.com/m/home');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('adds noindex, and removes tags the next page does not have', () => {
    applyPageMeta(document, { title: 'A', keywords: 'k' }, false);
    applyPageMeta(document, { title: 'B' }, true);
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  });
});
