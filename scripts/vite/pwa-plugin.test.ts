// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAVIGATE_FALLBACK_ALLOWLIST, NAVIGATE_FALLBACK_DENYLIST } from './pwa-plugin';

/**
 * Whether the service worker answers a navigation with the app shell, decided as Workbox's
 * NavigationRoute decides it (workbox-routing `_match`): every pattern is tested against the
 * URL's path and query together; the deny list first, then the allow list.
 */
function getsAppShell(path: string): boolean {
  const url = new URL(path, 'https://m.luckyvn.example');
  const pathnameAndSearch = url.pathname + url.search;
  if (NAVIGATE_FALLBACK_DENYLIST.some((re) => re.test(pathnameAndSearch))) return false;
  return NAVIGATE_FALLBACK_ALLOWLIST.some((re) => re.test(pathnameAndSearch));
}

/** Every merchant file of the repository as the build serves it (/m/merchants/<id>/…): JSON, pictures. */
const merchantFiles = readdirSync('merchants', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.parentPath !== 'merchants')
  .map((entry) => `/m/${entry.parentPath}/${entry.name}`.replace(/\\/g, '/'));

describe('the service worker navigation fallback: the app shell for pages, the server for files', () => {
  it.each([
    '/m/login?redirectUrl=https://pay.example/deposit.php',
    '/m/activity?id=1&backUrl=/m/x.y',
    `/m/login?redirectUrl=${encodeURIComponent('https://pay.example/deposit.php')}`,
    '/m/launchGame?vendor=x.y&backUrl=/m/game.apk',
    '/m/appDownload?language=EN&tokens=a.b.c',
    '/m/index.html?affiliateCode=a.b&r=/m/x.json',
    '/m/home', '/m/index.html', '/m/register.html', '/m/member/home', '/m/',
  ])('%s gets the app shell', (path) => {
    expect(getsAppShell(path)).toBe(true);
  });

  it.each([
    '/m/merchants/luckyvn/app.mobileconfig',
    '/m/luckyvn.mobileconfig?language=EN&backUrl=/m/home',
    '/m/file.apk?v=2',
    '/m/app/luckyvn.apk?from=/m/login',
    '/m/asset-manifest.json',
    '/m/hosts/m.luckyvn.example.json',
    '/m/merchants/luckyvn/manifest.json?x=/m/home',
  ])('%s reaches the server', (path) => {
    expect(getsAppShell(path)).toBe(false);
  });

  it("reaches the server for every merchant file the build serves (the manifests, the merchants' pictures)", () => {
    expect(merchantFiles.length).toBeGreaterThan(20);
    expect(merchantFiles).toContain('/m/merchants/luckyvn/manifest.json');
    expect(merchantFiles.filter(getsAppShell)).toEqual([]);
  });

  it('leaves /wps, /__sandbox and what is outside /m/ alone', () => {
    for (const path of ['/wps/system/status', '/wps', '/wps?x=1', '/__sandbox/pages/game?x=1', '/home', '/favicon.ico', '/m']) {
      expect(getsAppShell(path)).toBe(false);
    }
  });
});
