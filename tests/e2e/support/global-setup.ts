import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { alive } from '../../../scripts/deploy/run-nginx';
import { GUARD_RECORDS_ROOT } from './guards';
import { startPixelStandIn } from './pixel-stand-in';
import { PIXEL_STAND_IN_ENV } from './pixels';
import { mergeReport } from './surface-report';

/**
 * Before the workers start:
 * - gives this run an empty folder for the guard records (guards-reporter.ts sums them at the
 *   end): build/e2e-guards/<build>-<runner pid>/, named to the workers through E2E_GUARDS_DIR.
 *   Folders of earlier runs are removed; those of runs still going (their runner is alive) are
 *   left alone;
 * - starts the pixel hosts' stand-in (pixels.ts), named to the workers (whose browsers resolve
 *   the pixel hosts to it) through E2E_PIXEL_STAND_IN. The function returned stops it at the end;
 * - at the end, merges the sweep's report parts written in this run (surface-report.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  mkdirSync(GUARD_RECORDS_ROOT, { recursive: true });
  for (const name of readdirSync(GUARD_RECORDS_ROOT)) {
    const pid = Number(/-(\d+)$/.exec(name)?.[1]);
    if (pid && pid !== process.pid && alive(pid)) continue;
    rmSync(`${GUARD_RECORDS_ROOT}${name}`, { recursive: true, force: true });
  }
  const build = (process.env.M_DIST ?? 'dist').replace(/[^\w.-]+/g, '_');
  process.env.E2E_GUARDS_DIR = `${GUARD_RECORDS_ROOT}${build}-${process.pid}/`;
  mkdirSync(process.env.E2E_GUARDS_DIR, { recursive: true });

  const standIn = await startPixelStandIn();
  process.env[PIXEL_STAND_IN_ENV] = `${standIn.port} ${standIn.spki}`;
  return async () => {
    mergeReport(started);
    await standIn.close();
  };
}
