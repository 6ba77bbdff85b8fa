// Where `npm test`'s time goes: the unit and end-to-end steps each write one JSON file of per-file
// timings (vitest-reporter.ts, playwright-reporter.ts), and `npm test` prints the ten slowest
// files of each at the end (scripts/test.mjs). Plain Node, no dependencies: test.mjs reads them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
export const TIMINGS_DIR = join(ROOT, 'build', 'timings');
export const timingsFile = (step) => join(TIMINGS_DIR, `${step}.json`);

/** Writes a step's timings: `{ step, wallSeconds, files: [{ file, seconds, tests, ...detail }], notes }`. */
export function writeTimings(step, record) {
  const file = timingsFile(step);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ step, writtenAt: Date.now(), ...record }, null, 2));
}

/** A step's timings, when this run wrote them (after `since`, epoch ms); null otherwise. */
export function readTimings(step, since = 0) {
  const file = timingsFile(step);
  if (!existsSync(file)) return null;
  const record = JSON.parse(readFileSync(file, 'utf8'));
  return record.writtenAt >= since ? record : null;
}

/** The lines of a "ten slowest files" table: seconds, test count, file, and the step's own detail. */
export function slowestLines(record, n = 10) {
  const rows = [...record.files].sort((a, b) => b.seconds - a.seconds).slice(0, n);
  const lines = rows.map((r) => `${r.seconds.toFixed(1).padStart(7)} s ${String(r.tests).padStart(5)} tests  ${r.file}${r.detail ? `  (${r.detail})` : ''}`);
  return [...lines, ...(record.notes ?? [])];
}
