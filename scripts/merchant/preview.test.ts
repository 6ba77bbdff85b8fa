// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { run, sheetHtml, sheetLanguages, SCREENS, type Shot } from './preview.ts';
import { loadMerchant, type Merchant } from './merchant-facts.ts';
import { captureIo, repoRoot } from './testing.ts';

// The rendering itself runs in tests/e2e/contact-sheet.spec.ts (Chromium and the sandbox).
describe('merchant preview', () => {
  it('an unknown merchant: exit 1 before anything starts; an unknown option: usage, exit 2', async () => {
    const io = captureIo(repoRoot);
    expect(await run(['goldcrest', 'siamspn'], io)).toBe(1);
    expect(io.err()).toContain('unknown merchant "siamspn" (did you mean "siamspin"?)');
    const usage = captureIo(repoRoot);
    expect(await run(['--fast'], usage)).toBe(2);
    expect(usage.err()).toContain('usage: npm run merchant -- preview');
  });

  it('no build: exit 1, saying to build first', async () => {
    const io = captureIo(repoRoot);
    expect(await run(['goldcrest', '--dist', 'no-such-dist'], io)).toBe(1);
    expect(io.err()).toContain('run `npx vite build` first');
  });

  it('languages: the default and the first right-to-left one offered', async () => {
    const goldcrest = (await loadMerchant(repoRoot, 'goldcrest')) as Merchant;
    const luckyvn = (await loadMerchant(repoRoot, 'luckyvn')) as Merchant;
    expect(sheetLanguages(goldcrest)).toEqual(['EN', 'UR']);
    expect(sheetLanguages(goldcrest, false)).toEqual(['EN']);
    expect(sheetLanguages(luckyvn)).toEqual(['VI']);
  });

  it('the sheet: a row per merchant and language, a captioned cell per screen', async () => {
    const m = (await loadMerchant(repoRoot, 'goldcrest')) as Merchant;
    const shots: Shot[] = SCREENS.slice(0, 2).flatMap((screen) =>
      (['EN', 'UR'] as const).map((language) => ({ merchant: 'goldcrest', screen, language, route: '/m/login', paintMs: 420, readyMs: 900, file: `goldcrest-${language}-${screen.id}.png` })),
    );
    const html = sheetHtml(shots, [m], SCREENS.slice(0, 2));
    expect(html.match(/<tr><th scope="row">/g)).toHaveLength(2);
    expect(html.match(/<td data-merchant=/g)).toHaveLength(4);
    expect(html).toContain('<code>/m/login</code> · UR · paint 420 ms, ready 900 ms');
    expect(html).toContain('goldcrest · UR (RTL)');
  });
});
