import { build } from 'esbuild';
import { ATTACKS, OPERATOR_MARKUP } from '../../src/lib/safe-html-cases';
import { craftedHtml, CRAFTED_SHAPES, type CraftedShape } from '../../sandbox/catalogue/crafted-html';
import { HOSTILE_HTML, popupAnnouncementsFor } from '../../sandbox/catalogue/popup-announcements';
import { SEED_ANNOUNCEMENTS } from '../../sandbox/seed-content';
import { XSS_VECTORS } from '../fixtures/xss/vectors';
import { expect, test } from './support/fixtures';

/**
 * The app sanitizes server HTML with the browser's own HTML Sanitizer API where the browser has it,
 * and with DOMPurify where it does not (lib/safe-html.ts). The unit tests hold DOMPurify to the
 * rules (in jsdom); here, in Chromium, the browser's sanitizer must give the very same HTML as
 * DOMPurify for every case of those tests, the XSS corpus of hostile-html.spec.ts and every
 * announcement the sandbox serves, and nothing active may come through it.
 */
const LANGUAGES = ['EN', 'VI', 'CN', 'TH', 'UR', 'HI', 'ID', 'MY'];

test("the browser's sanitizer gives what DOMPurify gives, with nothing active", async ({ page }) => {
  const bundle = await build({ entryPoints: ['tests/e2e/support/sanitizer-harness.ts'], bundle: true, write: false, format: 'iife', target: 'es2022', logLevel: 'silent' });
  await page.setContent('<!doctype html><meta charset="utf-8"><title>sanitizers</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });

  const corpus = [
    ...ATTACKS.map(([, html]) => html),
    ...OPERATOR_MARKUP,
    ...HOSTILE_HTML,
    ...XSS_VECTORS,
    ...SEED_ANNOUNCEMENTS.map((a) => a.content),
    ...LANGUAGES.flatMap((language) => popupAnnouncementsFor({ supportedLanguages: LANGUAGES }, language).map((a) => a.content)),
    ...(Object.keys(CRAFTED_SHAPES) as CraftedShape[]).map((shape) => craftedHtml(shape, 2000)),
  ];
  const result = await page.evaluate((c) => (window as unknown as { __sanitizers: { compare: (c: string[]) => { native: boolean; compared: number; differences: unknown[]; active: unknown[] } } }).__sanitizers.compare(c), corpus);
  expect(result.native).toBe(true);
  expect(result.differences).toEqual([]);
  expect(result.active).toEqual([]);
  // Every case reached both sanitizers but those the pre-pass shows as text.
  expect(result.compared).toBeGreaterThan(corpus.length * 0.8);
});
