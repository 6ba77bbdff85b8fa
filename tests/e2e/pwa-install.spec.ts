import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { E2E_CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { expect, test } from './support/fixtures';

/**
 * The installable app: Chromium's own install check passes for every merchant,
 * and newer templates from the status rebuild the manifest at run time.
 *
 * Chromium refuses to judge installability in an incognito profile ("in-incognito"), and every
 * Playwright context is one, so these checks run in a persistent profile of their own.
 */
async function withProfile(run: (context: BrowserContext) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'm-pwa-profile-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, args: E2E_CHROMIUM_ARGS, viewport: { width: 390, height: 844 } });
  try {
    await run(context);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function installability(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const errors = async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId);
  const manifest = async () => {
    const { url, errors: parseErrors, data } = await cdp.send('Page.getAppManifest');
    return { url, parseErrors, json: data ? (JSON.parse(data) as Record<string, unknown>) : null };
  };
  return { errors, manifest };
}

test.describe('installable app', () => {
  const merchants = [
    { id: 'luckyvn', name: 'Lucky VN - Xổ số trực tuyến', landing: '/m/home' },
    { id: 'siamspin', name: null, landing: '/m/login' }, // its home needs a login
    { id: 'goldcrest', name: null, landing: '/m/home' },
  ];

  test('Chromium finds no installability error on any merchant', async ({ origin }) => {
    await withProfile(async (context) => {
      for (const merchant of merchants) {
        const page = await context.newPage();
        await page.goto(`${origin(merchant.id)}/m/home`);
        await expect(page).toHaveURL(new RegExp(`${merchant.landing}$`));
        const check = await installability(page);
        await expect.poll(check.errors, { message: `${merchant.id} installability errors` }).toEqual([]);
        const { url, parseErrors, json } = await check.manifest();
        expect(url).toBe(`${origin(merchant.id)}/m/merchants/${merchant.id}/app.webmanifest`);
        expect(parseErrors).toEqual([]);
        expect(json).toMatchObject({ scope: '/m/', start_url: '/m/home', display: 'standalone', orientation: 'portrait', theme_color: '#ffffff', background_color: '#ffffff' });
        expect((json!.icons as { sizes: string }[]).map((i) => i.sizes)).toEqual(['192x192', '256x256', '384x384', '512x512']);
        if (merchant.name) expect(json!.name).toBe(merchant.name);
        await page.close();
      }
    });
  });

  test('newer templates from the status rebuild the manifest (Blob URL), and it stays installable', async ({ origin, control }) => {
    const icon = '/m/merchants/luckyvn/assets/icon-512.png';
    await control('scenario', { merchant: 'LVN', set: { pwaTemplates: { updatedAt: 1_767_225_600_000, title: 'Lucky VN Plus', shortName: 'LVN Plus', icons: { 512: icon } } } });
    await withProfile(async (context) => {
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (m) => void (m.type() === 'error' && /Content Security Policy/i.test(m.text()) && violations.push(m.text())));
      await page.goto(`${origin('luckyvn')}/m/home`);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /^blob:/, { timeout: 15_000 });
      const check = await installability(page);
      await expect.poll(check.errors).toEqual([]);
      const { json } = await check.manifest();
      expect(json).toMatchObject({ name: 'Lucky VN Plus', short_name: 'LVN Plus', start_url: `${origin('luckyvn')}/m/home`, scope: `${origin('luckyvn')}/m/` });
      expect((json!.icons as { src: string }[]).at(-1)!.src).toBe(`${origin('luckyvn')}${icon}`);
      await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'LVN Plus');
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('templates') ?? 'null'));
      expect(stored).toMatchObject({ merchant: 'luckyvn', parameters: { pwa: { title: 'Lucky VN Plus', updatedAt: 1_767_225_600_000 } } });
      expect(violations).toEqual([]);
    });
  });

  test('iOS gets its home-screen icon, title and ten splash images', async ({ page, origin }) => {
    await page.goto(`${origin('goldcrest')}/m/home`);
    const splash = page.locator('link[rel="apple-touch-startup-image"]');
    await expect(splash).toHaveCount(10, { timeout: 15_000 });
    await expect(splash.first()).toHaveAttribute('media', '(device-width: 320px) and (device-height: 568px) and (-webkit-device-pixel-ratio: 2) and (orientation: portrait)');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/m/merchants/goldcrest/assets/icon-192.png');
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
    // Each image is a PNG of the physical size its media query names (device size × pixel ratio).
    const sizes = await splash.evaluateAll((links) => Promise.all(links.map(async (link) => {
      const { href, media } = link as HTMLLinkElement;
      const [w, h, ratio] = (media.match(/\d+/g) ?? []).map(Number);
      const bitmap = await createImageBitmap(await (await fetch(href)).blob());
      return { expected: `${w! * ratio!}x${h! * ratio!}`, actual: `${bitmap.width}x${bitmap.height}` };
    })));
    for (const { expected, actual } of sizes) expect(actual).toBe(expected);
  });
});
