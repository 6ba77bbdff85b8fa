import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The announcement popup's carousel (ui/snap-carousel.ts): a strip of CSS scroll snap that the
 * player moves with a finger or a wheel as well as with the arrows, as high as the slide in view.
 */
const popup = (page: Page) => page.getByTestId('announcement-popup');
const notice = (id: number, content: string) => ({ id, title: `Notice ${id}`, content, promotionType: 'NOTICE', execution: 'B' });
const LONG = Array.from({ length: 8 }, (_, i) => `<p>Line ${i + 1} of the longer notice.</p>`).join('');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('language', 'EN');
    sessionStorage.setItem('a2hs-skipped', '1');
  });
});

test('the player scrolls the strip to the next slide, the strip takes the height of the slide in view, and right to left goes the other way', async ({ page, origin, control }) => {
  await control('scenario', { merchant: 'LVN', set: { popups: null, announcements: [notice(1, '<p>Short.</p>'), notice(2, LONG), notice(3, '<p>Third.</p>')], banners: [] } });
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: only the player moves it
  await page.goto(`${origin()}/m/home`);
  await expect(popup(page)).toBeVisible({ timeout: 6000 });
  const strip = popup(page).locator('.popup__slides');
  const position = popup(page).locator('.popup__position');
  const inView = popup(page).locator('.popup__slide:not([inert]) .popup__slide-title');
  await expect(position).toHaveText('1 of 3');
  const heightOf = (n: number) => popup(page).locator('.popup__slide').nth(n).evaluate((el) => (el as HTMLElement).offsetHeight);
  const stripHeight = () => strip.evaluate((el) => (el as HTMLElement).offsetHeight);
  expect(await stripHeight()).toBe(await heightOf(0));

  // A sideways wheel over the strip, as a trackpad's swipe: the strip snaps to the next slide.
  const box = (await strip.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(box.width * 0.6, 0);
  await expect(position).toHaveText('2 of 3');
  await expect(inView).toHaveText('Notice 2');
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft / el.clientWidth)).toBe(1);
  expect(await heightOf(1)).toBeGreaterThan(await heightOf(0));
  await expect.poll(stripHeight).toBe(await heightOf(1));

  // The arrows from there on: the previous slide, and the strip is short again.
  await popup(page).getByTestId('popup-previous').click();
  await expect(position).toHaveText('1 of 3');
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(0);
  await expect.poll(stripHeight).toBe(await heightOf(0));

  // Right to left (Urdu): the strip's scrollLeft counts down from 0, the next slide lies leftwards.
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  await popup(page).getByTestId('popup-next').click();
  await expect(position).toHaveText('2 of 3');
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft / el.clientWidth)).toBe(-1);
  await expect(inView).toHaveText('Notice 2');
});
