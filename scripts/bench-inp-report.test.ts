// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inpLines, type InpReport } from './bench-inp-report';

const report = (rows: InpReport['rows']): string => JSON.stringify({ date: '2026-11-30T03:00:00Z', merchant: 'luckyvn', rounds: 3, cpuSlowdown: 4, goalMs: 100, rows } satisfies InpReport);

describe('inpLines', () => {
  it('is nothing without a measurement', () => {
    expect(inpLines(null)).toEqual([]);
  });

  it('marks each interaction by its median against the goal, and shows the worst and every run', () => {
    const lines = inpLines(report([
      { name: 'login button', median: 96, worst: 120, runs: [96, 88, 120] },
      { name: 'language', median: 128, worst: 184, runs: [184, 112, 128] },
    ]));
    expect(lines).toContain('| login button | 96 ms ✓ | 120 ms | 96, 88, 120 |');
    expect(lines).toContain('| language | 128 ms ✗ | 184 ms | 184, 112, 128 |');
    expect(lines[0]).toContain('luckyvn, 4× CPU, median of 3');
    expect(lines[0]).toContain('mouse clicks'); // a report from before the bench tapped
  });

  it('says the taps came from a touch screen when they did', () => {
    const json = JSON.stringify({ ...JSON.parse(report([])), input: 'touch' });
    expect(inpLines(json)[0]).toContain('taps on a touch screen, as on a phone');
  });

  it('counts a median exactly at the goal as met', () => {
    expect(inpLines(report([{ name: 'member centre', median: 100, worst: 104, runs: [100, 104, 96] }]))).toContain('| member centre | 100 ms ✓ | 104 ms | 100, 104, 96 |');
  });
});
