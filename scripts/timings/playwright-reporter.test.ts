// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shareIdle } from './playwright-reporter';

describe('shareIdle', () => {
  const spans = [
    { start: 0, end: 3000, file: 'a.spec.ts' },
    { start: 1500, end: 2500, file: 'b.spec.ts' },
  ];

  it("shares each second's idle evenly among the tests running in it, and sums per file", () => {
    // Second 0-1 s: a alone; 1-2 s: a and b; 2-3 s: a and b (b ends at 2.5 s); 3-4 s: nobody.
    const { total, files } = shareIdle([[1000, 0.8], [2000, 1.0], [3000, 0.4], [4000, 2]], spans);
    expect(total).toBeCloseTo(4.2);
    expect(files.get('a.spec.ts')).toBeCloseTo(0.8 + 0.5 + 0.2);
    expect(files.get('b.spec.ts')).toBeCloseTo(0.5 + 0.2);
  });

  it('gives a file nothing for seconds it did not run in', () => {
    const { files } = shareIdle([[1000, 1]], spans);
    expect(files.get('b.spec.ts')).toBeUndefined();
    expect(files.get('a.spec.ts')).toBe(1);
  });
});
