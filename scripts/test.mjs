#!/usr/bin/env node
// `npm test`: every gate, in the order a failure is cheapest to find, then one summary.
// A failing step does not stop the steps that don't depend on it, so one run shows every problem;
// steps that need an earlier one (the budget and e2e need the build) are skipped when it failed.
import { spawn } from 'node:child_process';
import { failureLines, flakyLines } from './lib/test-summary.mjs';

const steps = [
  // Installs what is missing (the locked node modules, Debian's Chromium) and fails if that changed
  // a tracked file: a fresh clone's setup must leave `git status` as it found it.
  { name: 'setup', cmd: 'node scripts/ensure-deps.mjs --browser --check-tracked' },
  { name: 'typecheck', cmd: 'npx tsc -p tsconfig.app.json --noEmit && npx tsc -p tsconfig.test.json --noEmit && npx tsc -p tsconfig.node.json --noEmit && npx tsc -p tsconfig.sw.json --noEmit' },
  { name: 'lint', cmd: 'npx eslint . --max-warnings=0' },
  { name: 'validate-merchants', cmd: 'node scripts/validate-merchants-fast.mjs' },
  { name: 'unit', cmd: 'npx vitest run' },
  { name: 'build', cmd: 'npm run build --silent' },
  { name: 'budget', cmd: 'npx tsx scripts/check-budget.ts', needs: 'build' },
  { name: 'e2e', cmd: 'npx playwright test', needs: 'build' },
];

/** Runs a step with its output streamed through, and kept for the failure digest. */
function run(cmd) {
  return new Promise((resolve) => {
    const child = spawn(cmd, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    const chunks = [];
    child.stdout.on('data', (c) => (chunks.push(c), process.stdout.write(c)));
    child.stderr.on('data', (c) => (chunks.push(c), process.stderr.write(c)));
    child.on('close', (status) => resolve({ status, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

const only = process.argv.slice(2);
const results = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  const dep = step.needs && results.find((r) => r.name === step.needs);
  if (dep && dep.status !== 'passed') {
    results.push({ name: step.name, status: 'skipped', seconds: 0 });
    continue;
  }
  console.log(`\n━━ ${step.name}: ${step.cmd}`);
  const started = Date.now();
  const { status, output } = await run(step.cmd);
  results.push({
    name: step.name,
    status: status === 0 ? 'passed' : 'failed',
    seconds: (Date.now() - started) / 1000,
    digest: status === 0 ? flakyLines(output) : failureLines(output),
  });
}

console.log('\n━━ summary');
for (const r of results) {
  console.log(`  ${r.status.padEnd(7)} ${r.name.padEnd(20)} ${r.seconds.toFixed(1)} s`);
  // A CI log is often read from its tail: repeat what failed here, so the summary alone names it.
  for (const line of r.digest ?? []) console.log(`      ${line}`);
}
const count = (s) => results.filter((r) => r.status === s).length;
const skipped = count('skipped');
console.log(`steps: ${count('passed')} passed, ${count('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(count('failed') || skipped ? 1 : 0);
