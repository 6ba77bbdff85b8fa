import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { renderContactSheet, SCREENS } from '../../scripts/merchant/preview';
import { expect, test } from './support/fixtures';

/**
 * The contact sheet (`npm run merchant -- preview`), made by the same function on the fixture's
 * sandbox and browser, with three of its screens to stay quick: one shot per merchant × screen,
 * captioned, and none of them blank.
 */
const MERCHANTS = ['goldcrest', 'luckyvn', 'siamspin'];
const QUICK = SCREENS.filter((s) => ['home', 'login', 'maintenance'].includes(s.id));

/** The standard deviation of a PNG's luminance (0-255), measured by drawing it on a canvas. */
async function luminanceSpread(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    let sum = 0;
    let squares = 0;
    const n = data.length / 4;
    for (let i = 0; i < data.length; i += 4) {
      const y = 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
      sum += y;
      squares += y * y;
    }
    return Math.sqrt(squares / n - (sum / n) ** 2);
  }, png.toString('base64'));
}

test('one captioned, non-blank screenshot per merchant × screen', async ({ sandbox, browser, page }, testInfo) => {
  test.setTimeout(150_000);
  const outDir = testInfo.outputPath('contact-sheet');
  const shots = await renderContactSheet({ root: process.cwd(), ids: MERCHANTS, screens: QUICK, rtl: false, outDir, sandbox, browser });
  expect(shots.filter((s) => s.error).map((s) => `${s.merchant} ${s.screen.id}: ${s.error}`)).toEqual([]);

  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const cells = [...html.matchAll(/<td data-merchant="([^"]+)" data-screen="([^"]+)" data-language="([^"]+)"[^>]*>\s*<img src="([^"]+)"[^>]*>\s*<p>(.*?)<\/p>/gs)];
  expect(cells.map(([, merchant, screen]) => `${merchant}/${screen}`).sort()).toEqual(MERCHANTS.flatMap((m) => QUICK.map((s) => `${m}/${s.id}`)).sort());
  // Captions: route, language, time to paint.
  for (const [, , , , , caption] of cells) expect(caption).toMatch(/^<code>\/m\/[^<]+<\/code> · [A-Z-]+ · paint \d+ ms, ready \d+ ms$/);

  await page.goto('about:blank');
  // What "blank" measures: a white screenshot has no spread; every shot of the sheet has some.
  await page.setContent('<body style="margin:0;background:#fff"></body>');
  expect(await luminanceSpread(page, await page.screenshot())).toBeLessThan(1);
  for (const [, merchant, screen, , file] of cells) {
    expect(await luminanceSpread(page, readFileSync(join(outDir, file!))), `${merchant} ${screen} (${file}) is blank`).toBeGreaterThan(8);
  }
});
