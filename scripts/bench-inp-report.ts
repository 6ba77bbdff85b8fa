/** What scripts/bench-inp.ts measures and writes to bench/inp.json, and how bench/report.md shows it. */

/** The smallest duration the Event Timing API reports; a faster interaction counts as this. */
export const FLOOR_MS = 16;
/** Interaction to Next Paint the product aims for, at 4× CPU slowdown. */
export const GOAL_MS = 100;

export interface InpReport {
  date: string;
  merchant: string;
  rounds: number;
  cpuSlowdown: number;
  /** How the taps came: a touch screen's (a phone's), or a mouse's (reports before touch was measured). */
  input?: 'touch' | 'mouse';
  goalMs: number;
  rows: { name: string; median: number; worst: number; runs: number[] }[];
}

/** The report's lines for bench/inp.json's text (scripts/bench-lighthouse.ts); none without one. */
export function inpLines(json: string | null): string[] {
  if (!json) return [];
  const r = JSON.parse(json) as InpReport;
  return [
    `Interaction to Next Paint (scripts/bench-inp.ts, ${r.date}): ${r.merchant}, ${r.cpuSlowdown}× CPU, median of ${r.rounds} fresh contexts; ${r.input === 'touch' ? 'taps on a touch screen, as on a phone' : 'mouse clicks'} (the language: the keyboard on its native select); the Event Timing API's longest event of the interaction (${FLOOR_MS} ms where none reached its ${FLOOR_MS} ms threshold). Goal ≤ ${r.goalMs} ms.`,
    '',
    '| interaction | INP | worst | runs |',
    '| --- | --- | --- | --- |',
    ...r.rows.map((row) => `| ${row.name} | ${row.median.toFixed(0)} ms${row.median <= r.goalMs ? ' ✓' : ' ✗'} | ${row.worst.toFixed(0)} ms | ${row.runs.map((v) => v.toFixed(0)).join(', ')} |`),
    '',
  ];
}
