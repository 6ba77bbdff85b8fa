import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { writeTimings } from './timings.mjs';

/**
 * Records, per end-to-end spec file, the time its tests took on the workers (every attempt,
 * retries included) into build/timings/e2e.json, and how busy the workers were: the busy share of
 * the run and the tail (the last stretch in which fewer workers than the run has were busy).
 * `npm test` prints the ten slowest files and those figures at the end (scripts/test.mjs).
 *
 * It also samples the machine's idle CPU once a second (Linux's /proc/stat; nothing elsewhere) and
 * shares each second's idle among the tests running then: the files beside which the CPU went
 * unused (a test waiting on real time while the other worker has no more work than a core) are
 * where the run is longer than its CPU needs.
 */
/** /proc/stat counts in USER_HZ ticks: 100 a second on Linux. */
const CLOCK_TICKS = 100;
/** The machine's idle CPU-seconds since boot (idle + iowait), or undefined where /proc/stat is not. */
function idleSeconds(): number | undefined {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.split(/\s+/).slice(1).map(Number);
    return (cpu[3]! + cpu[4]!) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
/**
 * Each sample's idle CPU-seconds (`[when, idle in the second before]`) shared evenly among the
 * tests that ran in that second, summed per file; and the idle in all. A second with no test
 * running counts in the total only.
 */
export function shareIdle(samples: readonly [number, number][], spans: readonly { start: number; end: number; file: string }[]): { total: number; files: Map<string, number> } {
  const files = new Map<string, number>();
  let total = 0;
  for (const [at, seconds] of samples) {
    total += seconds;
    const running = spans.filter((s) => s.start < at && s.end > at - 1000);
    for (const s of running) files.set(s.file, (files.get(s.file) ?? 0) + seconds / running.length);
  }
  return { total, files };
}

export default class TimingsReporter implements Reporter {
  private started = Date.now();
  private readonly byFile = new Map<string, { seconds: number; tests: Set<string>; slowest: { title: string; seconds: number } }>();
  private readonly spans: { worker: number; process: number; start: number; end: number; file: string }[] = [];
  /** One-second samples of the machine's idle CPU-seconds: [when (ms), idle since the last sample]. */
  private readonly idle: [number, number][] = [];
  private sampler?: ReturnType<typeof setInterval>;

  onBegin(): void {
    this.started = Date.now();
    let last = idleSeconds();
    if (last === undefined) return;
    this.sampler = setInterval(() => {
      const now = idleSeconds()!;
      this.idle.push([Date.now(), now - last!]);
      last = now;
    }, 1000);
    this.sampler.unref();
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
    this.spans.push({ worker: result.parallelIndex, process: result.workerIndex, start, end: start + result.duration, file });
  }

  onEnd(result: FullResult): void {
    if (this.sampler) clearInterval(this.sampler);
    const idle = shareIdle(this.idle, this.spans);
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
        idleCpuSeconds: Math.round(idle.files.get(file) ?? 0),
      })),
      notes: [
        `${this.spans.length} test runs on ${workers} workers: ${busy.toFixed(0)} s of test time in ${wall.toFixed(0)} s (workers busy ${((busy / (wall * workers)) * 100).toFixed(0)} % of the run); one worker alone for the last ${tail.toFixed(0)} s; ${(between / 1000).toFixed(0)} s between tests on the workers (${(starting / 1000).toFixed(0)} s of it starting ${processes} worker processes); the first test began ${lead.toFixed(0)} s in`,
        ...(this.idle.length ? [`the machine's CPU was idle for ${idle.total.toFixed(0)} CPU-s of the run; most beside ${[...idle.files].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([f, v]) => `${f.replace(/^tests\/e2e\//, '')} (${v.toFixed(0)})`).join(', ')}`] : []),
      ],
    });
  }
}
