import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { writeTimings } from './timings.mjs';

/**
 * Records, per end-to-end spec file, the time its tests took on the workers (every attempt,
 * retries included) into build/timings/e2e.json, and how busy the workers were: the busy share of
 * the run and the tail (the last stretch in which fewer workers than the run has were busy).
 * `npm test` prints the ten slowest files and those figures at the end (scripts/test.mjs).
 */
export default class TimingsReporter implements Reporter {
  private started = Date.now();
  private readonly byFile = new Map<string, { seconds: number; tests: Set<string>; slowest: { title: string; seconds: number } }>();
  private readonly spans: { worker: number; process: number; start: number; end: number }[] = [];

  onBegin(): void {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    const entry = this.byFile.get(file) ?? { seconds: 0, tests: new Set<string>(), slowest: { title: '', seconds: 0 } };
    const seconds = result.duration / 1000;
    entry.seconds += seconds;
    entry.tests.add(test.id);
    if (seconds > entry.slowest.seconds) entry.slowest = { title: test.title, seconds };
    this.byFile.set(file, entry);
    const start = result.startTime.getTime();
    this.spans.push({ worker: result.parallelIndex, process: result.workerIndex, start, end: start + result.duration });
  }

  onEnd(result: FullResult): void {
    const wall = (Date.now() - this.started) / 1000;
    const workers = new Set(this.spans.map((s) => s.worker)).size || 1;
    const busy = this.spans.reduce((n, s) => n + (s.end - s.start), 0) / 1000;
    // The tail: from the moment the last worker but one finished its last test, to the end.
    const lastEnd = new Map<number, number>();
    for (const s of this.spans) lastEnd.set(s.worker, Math.max(lastEnd.get(s.worker) ?? 0, s.end));
    const ends = [...lastEnd.values()].sort((a, b) => a - b);
    const tail = ends.length > 1 ? (ends[ends.length - 1]! - ends[ends.length - 2]!) / 1000 : 0;
    // Between tests: the time a worker slot spent on no test (a worker starting, its fixtures, the
    // dispatcher), summed over the slots; and how long the run took before its first test began.
    const bySlot = new Map<number, { process: number; start: number; end: number }[]>();
    for (const s of this.spans) bySlot.set(s.worker, [...(bySlot.get(s.worker) ?? []), s]);
    let between = 0;
    let starting = 0;
    for (const spans of bySlot.values()) {
      spans.sort((a, b) => a.start - b.start);
      for (let i = 1; i < spans.length; i++) {
        const gap = Math.max(0, spans[i]!.start - spans[i - 1]!.end);
        between += gap;
        // A new worker process on this slot (a new project, or after a failure): its start-up.
        if (spans[i]!.process !== spans[i - 1]!.process) starting += gap;
      }
    }
    const processes = new Set(this.spans.map((s) => s.process)).size;
    const firstStart = Math.min(...this.spans.map((s) => s.start));
    const lead = this.spans.length ? (firstStart - this.started) / 1000 : 0;
    writeTimings('e2e', {
      status: result.status,
      wallSeconds: wall,
      files: [...this.byFile].map(([file, e]) => ({
        file,
        seconds: e.seconds,
        tests: e.tests.size,
        detail: `slowest test ${e.slowest.seconds.toFixed(1)} s: ${e.slowest.title.slice(0, 70)}`,
      })),
      notes: [
        `${this.spans.length} test runs on ${workers} workers: ${busy.toFixed(0)} s of test time in ${wall.toFixed(0)} s (workers busy ${((busy / (wall * workers)) * 100).toFixed(0)} % of the run); one worker alone for the last ${tail.toFixed(0)} s; ${(between / 1000).toFixed(0)} s between tests on the workers (${(starting / 1000).toFixed(0)} s of it starting ${processes} worker processes); the first test began ${lead.toFixed(0)} s in`,
      ],
    });
  }
}
