import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageMeta, pageMetaFor, robotsNoIndex, type PageMeta } from './page-meta';

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
  const table: Record<string, PageMeta> = {
    '/m/home': { title: 'Home' },
    '/m/login': { title: 'Login' },
  };
  it('uses the path’s own entry, then the route path (aliases), then /m/home', () => {
    expect(pageMetaFor(table, '/m/login')?.title).toBe('Login');
    expect(pageMetaFor(table, '/m/index.html', '/m/home')?.title).toBe('Home');
    expect(pageMetaFor(table, '/m/unknown')?.title).toBe('Home');
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
