// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fitQuality, QUALITY_RANGE } from './fit-quality';

/** A fake encoder whose size grows linearly with quality, recording what it was asked. */
function encoder(bytesAt: (q: number) => number) {
  const asked: number[] = [];
  return { asked, sizeAt: async (q: number) => (asked.push(q), bytesAt(q)) };
}

describe('fitQuality', () => {
  it('bisects to a quality inside the window', async () => {
    const { sizeAt, asked } = encoder((q) => Math.round(40_000 * q));
    const fit = await fitQuality(sizeAt, { min: 15_000, max: 17_000 });
    expect(fit).toMatchObject({ quality: expect.any(Number) });
    if (!('quality' in fit)) throw new Error('no fit');
    expect(fit.bytes).toBeGreaterThanOrEqual(15_000);
    expect(fit.bytes).toBeLessThanOrEqual(17_000);
    expect(asked.length).toBeLessThan(10);
  });

  it('takes the top quality when it already fits', async () => {
    const { sizeAt, asked } = encoder(() => 16_000);
    expect(await fitQuality(sizeAt, { min: 15_000, max: 17_000 })).toEqual({ quality: QUALITY_RANGE.high, bytes: 16_000 });
    expect(asked).toEqual([QUALITY_RANGE.high]);
  });

  it('says too small when even the top quality is under the window, too large when the lowest is over', async () => {
    expect(await fitQuality(encoder(() => 1000).sizeAt, { min: 15_000, max: 17_000 })).toEqual({ tooSmall: true });
    expect(await fitQuality(encoder(() => 90_000).sizeAt, { min: 15_000, max: 17_000 })).toEqual({ tooLarge: true });
  });
});
