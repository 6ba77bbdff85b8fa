import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Reporter } from '@playwright/test/reporter';
import { guardRecordDir, type GuardRecord } from './guards';

/**
 * Prints, at the end of a run, what the standing guards (guards.ts) watched and found, summed from
 * the records each test wrote:
 *
 *   guards: 412 pages, 87 frames, 133 contexts watched in 120 tests; 0 findings
 *
 * A test whose guards saw no page at all is named, so a guard that watches nothing shows.
 */
export default class GuardsReporter implements Reporter {
  printsToStdio(): boolean {
    return true;
  }

  onEnd(): void {
    const dir = guardRecordDir();
    const records: GuardRecord[] = existsSync(dir)
      ? readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(`${dir}${f}`, 'utf8')) as GuardRecord)
      : [];
    const sum = (key: 'pages' | 'frames' | 'contexts' | 'findings' | 'acknowledged') => records.reduce((n, r) => n + r[key], 0);
    const acknowledged = sum('acknowledged');
    console.log(
      `guards: ${sum('pages')} pages, ${sum('frames')} frames, ${sum('contexts')} contexts watched in ${records.length} tests; ${sum('findings')} findings` +
        (acknowledged ? ` (${acknowledged} more provoked and acknowledged by the guards' self-test)` : ''),
    );
    const blind = records.filter((r) => r.pages === 0).map((r) => r.test);
    if (blind.length) console.log(`guards: no page watched in ${blind.length} test(s) (no browser used, or a guard that sees nothing): ${blind.join('; ')}`);
  }
}
