import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { writeTimings } from './timings.mjs';

/**
 * Records, per unit test file, where its time went (vitest's own diagnostic: environment set-up,
 * the setup file, importing the file and its modules, the tests themselves) into
 * build/timings/unit.json; `npm test` prints the ten slowest at the end (scripts/test.mjs).
 * The seconds of a file are its whole cost on a worker: set-up + import + tests. In a project whose
 * files share their thread (`isolate: false`, vitest.config.ts), the environment is set up once per
 * thread, and vitest reports that one set-up for every file the thread runs: it is counted for the
 * first of them only (the files of one thread report the very same duration).
 */
export default class TimingsReporter implements Reporter {
  private started = Date.now();
  private readonly files: { file: string; seconds: number; tests: number; detail: string; environment: string }[] = [];
  /** Per shared project, the environment set-up durations already counted (one per thread). */
  private readonly setUp = new Map<string, Set<number>>();

  onInit(): void {
    this.started = Date.now();
  }

  onTestModuleEnd(module: TestModule): void {
    const d = { ...module.diagnostic() };
    if (module.project.config.isolate === false) {
      const seen = this.setUp.get(module.project.name) ?? new Set<number>();
      this.setUp.set(module.project.name, seen);
      if (seen.has(d.environmentSetupDuration)) d.environmentSetupDuration = 0;
      else seen.add(d.environmentSetupDuration);
    }
    const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
    const environment = fileEnvironment(module.moduleId) ?? module.project.config.environment;
    const s = (n: number) => `${(n / 1000).toFixed(1)}`;
    this.files.push({
      file: relative(process.cwd(), module.moduleId),
      seconds: ms / 1000,
      tests: [...module.children.allTests()].length,
      environment,
      detail: `env ${environment} ${s(d.environmentSetupDuration)} s, setup ${s(d.setupDuration)} s, import ${s(d.collectDuration)} s, tests ${s(d.duration)} s`,
    });
  }

  onTestRunEnd(): void {
    const total = this.files.reduce((n, f) => n + f.seconds, 0);
    const byEnv = new Map<string, number>();
    for (const f of this.files) byEnv.set(f.environment, (byEnv.get(f.environment) ?? 0) + 1);
    writeTimings('unit', {
      wallSeconds: (Date.now() - this.started) / 1000,
      files: this.files,
      notes: [`${this.files.length} files (${[...byEnv].map(([env, n]) => `${n} ${env}`).join(', ')}), ${total.toFixed(0)} s of worker time`],
    });
  }
}

/** The environment a file asks for in its docblock (`// @vitest-environment node`), if any. */
function fileEnvironment(file: string): string | undefined {
  try {
    return /@vitest-environment\s+([\w-]+)/.exec(readFileSync(file, 'utf8').slice(0, 2000))?.[1];
  } catch {
    return undefined;
  }
}
