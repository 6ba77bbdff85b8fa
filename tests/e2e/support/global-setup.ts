import { rmSync } from 'node:fs';
import { guardRecordDir } from './guards';

/** Starts the run with no guard records left from an earlier one (guards-reporter.ts sums them). */
export default function globalSetup(): void {
  rmSync(guardRecordDir(), { recursive: true, force: true });
}
