import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SurfaceResult } from './surface-checks';

/** The sweep's report under build/: one part per test, merged into build/a11y-report.json and .md. */

// ——— Report ———

export const REPORT_DIR = 'build/a11y-report';
const PARTS = join(REPORT_DIR, 'parts');

/** Forgets the parts of an earlier run (called once, by the runner, before any worker starts). */
export function clearReportParts(): void {
  rmSync(PARTS, { recursive: true, force: true });
}

export function writeReportPart(name: string, results: SurfaceResult[]): void {
  mkdirSync(PARTS, { recursive: true });
  writeFileSync(join(PARTS, `${name.replace(/[^\w.-]+/g, '_')}.json`), JSON.stringify(results));
}

/**
 * Merges every part into build/a11y-report.json and build/a11y-report.md, when a part was written
 * at or after `since` (a run that did not sweep leaves the last sweep's report as it was).
 */
export function mergeReport(since: number): void {
  let files: string[];
  try {
    files = readdirSync(PARTS).filter((f) => f.endsWith('.json'));
  } catch {
    return;
  }
  if (!files.some((f) => statSync(join(PARTS, f)).mtimeMs >= since)) return;
  const results: SurfaceResult[] = files.flatMap((f) => {
    try {
      return JSON.parse(readFileSync(join(PARTS, f), 'utf8')) as SurfaceResult[];
    } catch {
      return [];
    }
  });
  const order = (r: SurfaceResult) => `${r.merchant} ${r.language} ${r.role} ${r.surface}`;
  results.sort((a, b) => order(a).localeCompare(order(b)));
  const checked = results.filter((r) => r.status === 'checked');
  const failing = checked.filter((r) => r.findings.length > 0);
  const summary = {
    generatedAt: new Date().toISOString(),
    surfaces: results.length,
    checked: checked.length,
    withFindings: failing.length,
    findings: failing.reduce((n, r) => n + r.findings.length, 0),
  };
  writeFileSync('build/a11y-report.json', JSON.stringify({ summary, results }, null, 2));

  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const md = [
    '# Accessibility and layout sweep',
    '',
    `${summary.generatedAt}: ${summary.surfaces} surfaces, ${summary.checked} checked, ${summary.withFindings} with findings (${summary.findings} findings). Rules: docs/accessibility.md.`,
    '',
    '## Findings',
    '',
    failing.length === 0 ? 'None.' : '| Merchant | Language | Role | Surface | Check | At | Target | Detail |\n|---|---|---|---|---|---|---|---|',
    ...failing.flatMap((r) => r.findings.map((f) => `| ${r.merchant} | ${r.language} | ${r.role} | ${cell(r.surface)} | ${f.check} | ${f.at} | ${cell(f.target)} | ${cell(f.detail)} |`)),
    '',
    '## Surfaces',
    '',
    '| Merchant | Language | Role | Surface | Path | Status | Findings | Minor axe results | ms |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) => `| ${r.merchant} | ${r.language} | ${r.role} | ${cell(r.surface)} | ${cell(r.path)} | ${r.status}${r.note ? `: ${cell(r.note)}` : ''} | ${r.findings.length} | ${r.minor.map((m) => `${m.rule} (${m.impact}) ×${m.count}`).join(', ')} | ${r.ms} |`),
    '',
  ].join('\n');
  writeFileSync('build/a11y-report.md', md);
}
