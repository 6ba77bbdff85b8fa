import { describe, expect, it } from 'vitest';
import { summaryLines, type BudgetSummary, type ScrollFigures } from './bench-summary';

const scroll: ScrollFigures = { date: '2026-11-30', merchant: 'luckyvn', games: 500, cpuSlowdown: 4, frames: 657, medianMs: 16.7, p95Ms: 66.6, goal: { medianMs: 16.7, p95Ms: 33.4 }, met: false };
const budget: BudgetSummary = { floorGzip: 100 * 1024, popupVisit: { url: 'x', totalGzip: 176 * 1024, goalFactor: 1.45 } };
const brands = 'table\nLargest difference: critical 0 B, until quiet 0 B (goal 0 B): met.\nThe 500-brand build: 34.1 s (goal ≤ 60 s): met.\n';

describe('bench summary', () => {
  it('marks each goal met or not beside its figure', () => {
    const text = summaryLines(scroll, budget, brands).join('\n');
    expect(text).toContain('median 16.7 ms ✓ (goal ≤ 16.7 ms), 95th percentile 66.6 ms ✗');
    expect(text).toContain('176.0 KB, 1.76 × the floor\'s 100.0 KB ✗ (goal ≤ 1.45 × = 145.0 KB');
    expect(text).toContain('- Brands (scripts/bench-brands.ts): The 500-brand build: 34.1 s (goal ≤ 60 s): met.');
  });

  it('says which step did not run instead of a figure', () => {
    const text = summaryLines(null, null, null).join('\n');
    expect(text).toContain('no bench/scroll.json');
    expect(text).toContain('no build/budget-summary.json');
    expect(text).toContain('no bench/brands.md');
  });
});
