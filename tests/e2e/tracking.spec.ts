import type { Page, Request } from '@playwright/test';
import { expect, recordedCalls, test } from './support/fixtures';
import { isLoopbackAddress } from './support/guards';
import { isPixelScript } from './support/pixels';

/**
 * Marketing tracking against the sandbox: pixelTrack in the register payload, the tracking event
 * post (read back from the sandbox's state), and the third-party pixel script, which every test
 * browser fetches from the pixel stand-in on this machine (support/pixels.ts).
 */
type Recorded = { eventName: string; eventValue: { eventId: number; contentId?: string }; customerName?: string; currency: string };

const events = async (control: (path: string) => Promise<unknown>, merchant = 'LVN') =>
  ((await control(`state?merchant=${merchant}`)) as { state: { events: Recorded[] } }).state.events;

function pixelRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => isPixelScript(r) && seen.push(r));
  return seen;
}

test('registration from an ad landing: pixelTrack, the event with the mapped currency, the pixel script after the first paint, the cookie', async ({ page, origin, control }) => {
  await control('scenario', { merchant: 'LVN', set: { currency: 'TLB' } });
  const pixels = pixelRequests(page);
  await page.goto(`${origin('luckyvn')}/m/home?fbclid=FB.1.abc&kwai_click_id=KC1&affiliateCode=AFF7`);
  await page.waitForFunction(() => localStorage.getItem('registration-info') !== null);
  // The merchant configures a Facebook pixel and allows its host: its script loads, after the page painted.
  await expect.poll(() => pixels.map((r) => r.url())).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
  // Its host resolved to the stand-in, over HTTPS with the stand-in's pinned certificate.
  const script = await pixels[0]!.response();
  expect(await script?.text()).toBe('/* pixel stand-in */');
  expect(isLoopbackAddress((await script?.serverAddr())?.ipAddress ?? '')).toBe(true);
  expect((await script?.securityDetails())?.subjectName).toBe('e2e pixel stand-in');
  expect(await page.evaluate(() => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue.map((a) => [...a]))).toContainEqual(['init', '100200300400500']);
  const [paintedAt, requestedAt] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    performance.getEntriesByName('https://connect.facebook.net/en_US/fbevents.js')[0]?.startTime ?? -1,
  ]);
  expect(requestedAt).toBeGreaterThan(paintedAt);
  // The landing codes are also a cookie (path /, SameSite Lax; host-only on a .localhost name).
  const cookie = (await page.context().cookies()).find((c) => c.name === 'm_landing');
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', domain: 'luckyvn.localhost' });
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ affiliateCode: 'AFF7', ad_fbclid: 'FB.1.abc', kwai_click_id: 'KC1' });

  await page.goto(`${origin('luckyvn')}/m/register`);
  // The register page has password fields: no pixel in its document (the tracking flow has decided: its mark).
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('marketing-scripts:held').length)).toBe(1);
  expect(await page.evaluate(() => 'fbq' in window || document.querySelector('script[data-pixel]') !== null)).toBe(false);
  pixels.length = 0;
  await page.locator('input[name="username"]').fill('tracker01');
  await page.locator('input[name="password"]').fill('secret99');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(pixels).toEqual([]);
  const [call] = await recordedCalls(control, '/wps/member/register');
  expect(call!.body.pixelTrack).toEqual({ facebook_pixel_id: '100200300400500', ad_fbclid: 'FB.1.abc', kwai_click_id: 'KC1' });
  expect(call!.body.affiliateCode).toBe('AFF7');

  await expect.poll(() => events(control)).toHaveLength(1);
  const [event] = await events(control);
  expect(event).toMatchObject({ eventName: 'CompleteRegistration', customerName: 'tracker01', currency: 'PHP', revenue: 0, amount: 0 });
  expect(event!.eventValue.eventId).toBeGreaterThanOrEqual(0);
  expect(event!.eventValue.eventId).toBeLessThan(99_999_999);
  expect(event!.eventValue).not.toHaveProperty('contentId');
  // The player confirms and leaves the register page for home: the pixel loads there and hears of
  // the registration, right after its own first commands, with the event id the server's copy got
  // (the ad platform de-duplicates the two).
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(() => pixels.map((r) => r.url())).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
  await expect.poll(() => page.evaluate(() => (window as unknown as { fbq?: { queue: unknown[][] } }).fbq?.queue.map((a) => [...a]))).toEqual([
    ['init', '100200300400500'],
    ['track', 'PageView'],
    ['track', 'CompleteRegistration', { value: 0, currency: 'PHP' }, { eventID: String(event!.eventValue.eventId) }],
  ]);
});

test('a merchant without pixels loads no pixel script, yet its login is still tracked', async ({ page, origin, control }) => {
  // The demo merchants all configure one: this test's copy of the manifest has none, nor does the status.
  await page.route('**/m/merchants/luckyvn/manifest.json', async (route) => {
    // Fetched through the plain localhost name: Node does not resolve <merchant>.localhost as Chromium does.
    const manifest = (await (await route.fetch({ url: `${origin()}/m/merchants/luckyvn/manifest.json` })).json()) as Record<string, unknown>;
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ...manifest, analytics: {} }) });
  });
  await control('scenario', { merchant: 'LVN', set: { statusPatch: { analytics: {} } } });
  const pixels = pixelRequests(page);
  await page.goto(`${origin('luckyvn')}/m/login`);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // Tracking ran (its chunk loads after the first paint, like the pixels would): the login event arrived.
  await expect.poll(() => events(control)).toEqual([expect.objectContaining({ eventName: 'Login', customerName: 'demo', currency: 'VND' })]);
  expect(pixels).toEqual([]);
  expect(await page.evaluate(() => 'fbq' in window || 'ttq' in window || 'gtag' in window || 'kwaiq' in window)).toBe(false);
});
