#!/usr/bin/env node
// `npm test`: every gate, in the order a failure is cheapest to find, then one summary.
// A failing step does not stop the steps that don't depend on it, so one run shows every problem;
// steps that need an earlier one (the budget and e2e need the build) are skipped when it failed.
import { spawnSync } from 'node:child_process';

const steps = [
  { name: 'typecheck', cmd: 'npx tsc -p tsconfig.app.json --noEmit && npx tsc -p tsconfig.test.json --noEmit && npx tsc -p tsconfig.node.json --noEmit' },
  { name: 'lint', cmd: 'npx eslint . --max-warnings=0' },
  { name: 'validate-merchants', cmd: 'node scripts/validate-merchants-fast.mjs' },
  { name: 'unit', cmd: 'npx vitest run' },
  { name: 'build', cmd: 'npm run build --silent' },
  { name: 'budget', cmd: 'npx tsx scripts/check-budget.ts', needs: 'build' },
  { name: 'e2e', cmd: 'npx playwright test', needs: 'build' },
];

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
  const { status } = spawnSync(step.cmd, { shell: true, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  results.push({ name: step.name, status: status === 0 ? 'passed' : 'failed', seconds: (Date.now() - started) / 1000 });
}

console.log('\n━━ summary');
for (const r of results) console.log(`  ${r.status.padEnd(7)} ${r.name.padEnd(20)} ${r.seconds.toFixed(1)} s`);
const count = (s) => results.filter((r) => r.status === s).length;
const skipped = count('skipped');
console.log(`steps: ${count('passed')} passed, ${count('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(count('failed') || skipped ? 1 : 0);
