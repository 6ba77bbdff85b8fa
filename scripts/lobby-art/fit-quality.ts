// Finds an encoder quality whose output lands in a byte window, by bisection (size grows with
// quality). The generator paints with more grain when even the top quality is too small, and
// with less when even the lowest is too large.
//
//   await fitQuality((q) => encode(q).then((b) => b.length), { min: 11_264, max: 20_480 })
//     -> { quality: 0.71, bytes: 15_873 }  or  { tooSmall: true }  or  { tooLarge: true }

export const QUALITY_RANGE = { low: 0.2, high: 0.97 } as const;

export type Fit = { quality: number; bytes: number } | { tooSmall: true } | { tooLarge: true };

export async function fitQuality(sizeAt: (quality: number) => Promise<number>, window: { min: number; max: number }, steps = 10): Promise<Fit> {
  let low: number = QUALITY_RANGE.low;
  let high: number = QUALITY_RANGE.high;
  const top = await sizeAt(high);
  if (top < window.min) return { tooSmall: true };
  if (top <= window.max) return { quality: high, bytes: top };
  const bottom = await sizeAt(low);
  if (bottom > window.max) return { tooLarge: true };
  if (bottom >= window.min) return { quality: low, bytes: bottom };
  for (let i = 0; i < steps; i++) {
    const mid = Math.round(((low + high) / 2) * 1000) / 1000;
    const bytes = await sizeAt(mid);
    if (bytes < window.min) low = mid;
    else if (bytes > window.max) high = mid;
    else return { quality: mid, bytes };
  }
  return { tooLarge: true };
}
