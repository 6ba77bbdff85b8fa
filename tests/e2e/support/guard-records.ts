import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What each test's standing guards (guards.ts) watched, written for the run's summary (guards-reporter.ts). */

export interface GuardCounts {
  contexts: number;
  pages: number;
  frames: number;
}

/** A test's declaration with its reason and how many findings it matched. */
export interface DeclarationSummary {
  kind: 'console-error' | 'page-error' | 'stand-in';
  pattern: string;
  reason: string;
  used: number;
}

/** Where all runs keep their records: build/e2e-guards/. */
export const GUARD_RECORDS_ROOT = fileURLToPath(new URL('../../../build/e2e-guards/', import.meta.url));

/**
 * Where this run's tests write their counts: the folder global-setup.ts made for this run (one per
 * run, so runs of other builds at the same time do not mix), passed to the workers in the
 * environment.
 */
export function guardRecordDir(): string {
  return process.env.E2E_GUARDS_DIR ?? `${GUARD_RECORDS_ROOT}unnamed-run/`;
}

export interface GuardRecord extends GuardCounts {
  test: string;
  status: string;
  findings: number;
  acknowledged: number;
  declarations: DeclarationSummary[];
}

export function writeGuardRecord(id: string, record: GuardRecord): void {
  const dir = guardRecordDir();
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}${id.replace(/[^\w.-]+/g, '_')}.json`, JSON.stringify(record));
}
