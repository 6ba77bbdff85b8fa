import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { GUARD_RECORDS_ROOT } from './guards';

/**
 * Gives this run an empty folder for the guard records (guards-reporter.ts sums them at the end):
 * build/e2e-guards/<build>-<runner pid>/, named to the workers through E2E_GUARDS_DIR. Folders of
 * earlier runs are removed; those of runs still going (their runner is alive) are left alone.
 */
export default function globalSetup(): void {
  mkdirSync(GUARD_RECORDS_ROOT, { recursive: true });
  for (const name of readdirSync(GUARD_RECORDS_ROOT)) {
    const pid = Number(/-(\d+)$/.exec(name)?.[1]);
    if (pid && pid !== process.pid && alive(pid)) continue;
    rmSync(`${GUARD_RECORDS_ROOT}${name}`, { recursive: true, force: true });
  }
  const build = (process.env.M_DIST ?? 'dist').replace(/[^\w.-]+/g, '_');
  process.env.E2E_GUARDS_DIR = `${GUARD_RECORDS_ROOT}${build}-${process.pid}/`;
  mkdirSync(process.env.E2E_GUARDS_DIR, { recursive: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
