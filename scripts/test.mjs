#!/usr/bin/env node
// `npm test`: every gate, then one summary, and where the time went.
//
// The steps form a small graph, run so that both cores are busy all the time:
//
//   setup ──┬── build ──┬── e2e                            (the path the run waits for)
//           │           └── budget                         (beside the end-to-end tests)
//           └── typecheck, lint, validate, unit             (in the background, beside it)
//   browser ──────────────┘  (beside setup and the build; e2e, budget and unit need it: Chromium,
//                             and nginx, which unit and e2e tests serve the build with)
//   emulator ─────────────── e2e  (beside setup: the Firebase Auth emulator's own install)
//
// - `needs`: a step that must have passed (the budget and e2e need the build and the browser);
//   when it failed, the step is skipped.
// - `beside`: runs at normal priority beside the others. The budget counts bytes, not time, so the
//   browsers beside it do not change its figures; it no longer holds the end-to-end tests back.
// - `after`: steps that must have finished, passed or not.
// - `background`: the four checks run at the lowest CPU priority (`BACKGROUND`) from the end of
//   setup on, beside the build, the budget and the end-to-end tests. Those get the cores whenever
//   they want them; the checks get what they leave: the moments the browsers wait (a timer, an
//   animation, the network; about an eighth of the end-to-end step). Measured in docs/testing.md,
//   against the 229 s the checks took as a phase of their own before the budget.
// A failing step does not stop the steps that don't need it, so one run shows every problem.
// A step that runs beside others prints its output when it ends, in one block; the others stream.
import { spawn } from 'node:child_process';
import { failureLines, flakyLines } from './lib/test-summary.mjs';
import { readTimings, slowestLines } from './timings/timings.mjs';

const steps = [
  // Debian's chromium and chromium-headless-shell when either is missing, and nginx when it is: an
  // apt download, beside everything else.
  { name: 'browser', cmd: 'node scripts/ensure-deps.mjs --browser-only', beside: true },
  // Installs the locked node modules when missing, and fails if setup changed a file git tracks: a
  // fresh clone's setup must leave `git status` as it found it.
  { name: 'setup', cmd: 'node scripts/ensure-deps.mjs --check-tracked --modules-only' },
  // The Firebase Auth emulator's own install (a third of all the packages), beside setup: the
  // end-to-end tests' social sign-in needs it, nothing else does.
  { name: 'emulator', cmd: 'node scripts/ensure-deps.mjs --emulator-only', beside: true },
  // TypeScript 7 (the native compiler, `typescript-7` in package.json) checks the app, test, node
  // and service-worker projects in one process, on one thread: a third of TypeScript 6's CPU, and
  // CPU is what this step takes from the end-to-end tests beside it. TypeScript 6 stays for what
  // needs its JavaScript API (typescript-eslint's parser).
  { name: 'typecheck', cmd: 'npm run typecheck --silent', needs: ['setup'], background: true },
  { name: 'lint', cmd: 'npx eslint . --max-warnings=0', needs: ['setup'], background: true },
  { name: 'validate-merchants', cmd: 'node scripts/validate-merchants-fast.mjs', needs: ['setup'], background: true },
  { name: 'unit', cmd: 'npx vitest run', needs: ['setup', 'browser'], background: true },
  // The build's code generation writes only files whose content changed, so the checks beside it
  // never read a file half written.
  { name: 'build', cmd: 'npm run build --silent', needs: ['setup'] },
  { name: 'budget', cmd: 'npx tsx scripts/check-budget.ts', needs: ['build', 'browser'], beside: true },
  { name: 'e2e', cmd: 'npx playwright test', needs: ['build', 'browser', 'emulator'] },
];

/**
 * How a background step starts: the lowest priority of the normal scheduling class. Linux's idle
 * class (`chrt --idle 0`) was tried and was slower on the whole (docs/testing.md).
 */
const BACKGROUND = 'nice -n 19';

/** One shell word holding `text`, whatever it contains. */
const shellQuoted = (text) => `'${text.replaceAll("'", `'\\''`)}'`;

/** Runs a step; its output is streamed through, or kept and printed in one block when it ends. */
function run(step) {
  return new Promise((resolve) => {
    const child = spawn(step.background ? `${BACKGROUND} sh -c ${shellQuoted(step.cmd)}` : step.cmd, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    const chunks = [];
    const keep = (stream) => (c) => {
      chunks.push(c);
      if (!step.beside && !step.background) stream.write(c);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (status) => resolve({ status, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

const only = process.argv.slice(2);
const chosen = steps.filter((s) => !only.length || only.includes(s.name));
const runStarted = Date.now();
const results = new Map();
const started = new Map();
const since = (t) => ((Date.now() - t) / 1000).toFixed(0);

/** Whether a step can start now: 'run', 'skip' (a step it needs did not pass) or 'wait'. */
function readiness(step) {
  const deps = (step.needs ?? []).filter((n) => chosen.some((s) => s.name === n));
  const waits = [...deps, ...(step.after ?? []).filter((n) => chosen.some((s) => s.name === n))];
  if (waits.some((n) => !results.has(n))) return 'wait';
  return deps.every((n) => results.get(n).status === 'passed') ? 'run' : 'skip';
}

await new Promise((allDone) => {
  const pump = () => {
    for (const step of chosen) {
      if (started.has(step.name)) continue;
      const ready = readiness(step);
      if (ready === 'wait') continue;
      started.set(step.name, Date.now());
      if (ready === 'skip') {
        results.set(step.name, { name: step.name, status: 'skipped', seconds: 0 });
        continue;
      }
      const quiet = step.beside || step.background;
      console.log(`\n━━ ${step.name}${step.background ? ' (in the background)' : ''}${quiet ? ' (started; its output follows when it ends)' : ''}: ${step.cmd}  [at ${since(runStarted)} s]`);
      void run(step).then(({ status, output }) => {
        const seconds = (Date.now() - started.get(step.name)) / 1000;
        if (step.beside || step.background) {
          console.log(`\n━━ ${step.name}: ended after ${seconds.toFixed(1)} s  [at ${since(runStarted)} s]`);
          process.stdout.write(output.endsWith('\n') || !output ? output : `${output}\n`);
        }
        results.set(step.name, {
          name: step.name,
          status: status === 0 ? 'passed' : 'failed',
          seconds,
          startedAt: (started.get(step.name) - runStarted) / 1000,
          digest: status === 0 ? flakyLines(output) : failureLines(output),
        });
        pump();
      });
    }
    // Started steps settle in `results`; skipped ones may unblock others at once.
    if (chosen.every((s) => results.has(s.name))) allDone();
    else if (chosen.some((s) => !started.has(s.name) && readiness(s) !== 'wait')) pump();
  };
  pump();
});

// Where the time went: the ten slowest files of the unit and end-to-end steps this run wrote.
for (const [step, title] of [['unit', 'unit test files'], ['e2e', 'end-to-end spec files']]) {
  const timings = readTimings(step, runStarted);
  if (!timings) continue;
  console.log(`\n━━ the ten slowest ${title} (${timings.wallSeconds.toFixed(0)} s wall; build/timings/${step}.json)`);
  for (const line of slowestLines(timings)) console.log(`  ${line}`);
}

console.log('\n━━ summary');
const ordered = chosen.map((s) => results.get(s.name));
for (const r of ordered) {
  const at = r.startedAt === undefined ? '' : `  (from ${r.startedAt.toFixed(0)} s)`;
  console.log(`  ${r.status.padEnd(7)} ${r.name.padEnd(20)} ${r.seconds.toFixed(1).padStart(7)} s${at}`);
  // A CI log is often read from its tail: repeat what failed here, so the summary alone names it.
  for (const line of r.digest ?? []) console.log(`      ${line}`);
}
const count = (s) => ordered.filter((r) => r.status === s).length;
const skipped = count('skipped');
console.log(`steps: ${count('passed')} passed, ${count('failed')} failed${skipped ? `, ${skipped} skipped` : ''}; ${((Date.now() - runStarted) / 1000).toFixed(0)} s in all`);
process.exit(count('failed') || skipped ? 1 : 0);
