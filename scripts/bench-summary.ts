/**
 * The last step of `npm run bench`: the goals measured outside Lighthouse, appended to
 * bench/report.md under one heading, from what the same run's earlier steps wrote:
 * bench/scroll.json (scripts/bench-scroll.ts), build/budget-summary.json (scripts/check-budget.ts:
 * bytes, which do not vary between runs) and bench/brands.md (scripts/bench-brands.ts).
 *
 *   npx tsx scripts/bench-summary.ts
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export interface ScrollFigures { date: string; merchant: string; games: number; cpuSlowdown: number; frames: number; medianMs: number; p95Ms: number; goal: { medianMs: number; p95Ms: number }; met: boolean }
export interface BudgetSummary { floorGzip: number; popupVisit: { url: string; totalGzip: number; goalFactor: number } }

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? ' ✓' : ' ✗');

/** The section's lines; a part whose file is missing says so instead of a figure. */
export function summaryLines(scroll: ScrollFigures | null, budget: BudgetSummary | null, brandsMd: string | null): string[] {
  const lines = ['## The other goals of the run', ''];
  if (scroll) {
    const { medianMs, p95Ms, goal } = scroll;
    lines.push(`- Lobby scroll (scripts/bench-scroll.ts, ${scroll.date}): ${scroll.merchant} /m/game with ${scroll.games} games at ${scroll.cpuSlowdown}× CPU, ${scroll.frames} frames: median ${medianMs.toFixed(1)} ms${mark(medianMs <= goal.medianMs + 0.5)} (goal ≤ ${goal.medianMs} ms), 95th percentile ${p95Ms.toFixed(1)} ms${mark(p95Ms <= goal.p95Ms + 0.5)} (goal ≤ ${goal.p95Ms} ms).`);
  } else lines.push('- Lobby scroll: no bench/scroll.json (scripts/bench-scroll.ts did not run).');
  if (budget) {
    const { popupVisit: p, floorGzip } = budget;
    const goal = p.goalFactor * floorGzip;
    lines.push(`- JS of a visit that shows the announcement popup (scripts/check-budget.ts): ${kb(p.totalGzip)}, ${(p.totalGzip / floorGzip).toFixed(2)} × the floor's ${kb(floorGzip)}${mark(p.totalGzip <= goal)} (goal ≤ ${p.goalFactor} × = ${kb(goal)}, the budget's limit too).`);
  } else lines.push('- JS of the popup visit: no build/budget-summary.json (scripts/check-budget.ts did not run).');
  const brandLines = (brandsMd ?? '').split('\n').filter((l) => /^(Largest difference|The \d+-brand build)/.test(l));
  if (brandLines.length) lines.push(...brandLines.map((l) => `- Brands (scripts/bench-brands.ts): ${l}`));
  else lines.push('- Brands: no bench/brands.md (scripts/bench-brands.ts did not run).');
  return [...lines, ''];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
  const json = <T>(file: string) => { const text = read(file); return text ? (JSON.parse(text) as T) : null; };
  const report = read('bench/report.md') ?? '';
  const kept = report.split('\n## The other goals of the run')[0]!.trimEnd();
  const section = summaryLines(json<ScrollFigures>('bench/scroll.json'), json<BudgetSummary>('build/budget-summary.json'), read('bench/brands.md'));
  writeFileSync('bench/report.md', `${kept}\n\n${section.join('\n')}`);
  console.log(section.join('\n').replace(/^/gm, '   '));
}
