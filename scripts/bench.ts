/**
 * `npm run bench`: the product's speed figures, measured, never asserted (times vary with the
 * machine; bytes are asserted by `npm test` through scripts/check-budget.ts).
 *
 *   1. production build time (median of 3)
 *   2. validating 1,000 manifests, whole process (scripts/bench-validate.ts)
 *   3. JS loaded by /m/home, gzip, against the floor (scripts/check-budget.ts): critical and until quiet
 *   4. the game page with 500 games scrolled at 4× CPU: frame times (scripts/bench-scroll.ts)
 *   4b. first-load JS with 3 and with 500 brands in the build, build time (goal ≤ 60 s) and precache
 *      (scripts/bench-brands.ts → bench/brands.md)
 *   4c. Interaction to Next Paint at 4× CPU for five everyday taps (scripts/bench-inp.ts →
 *      bench/inp.json, shown in bench/report.md)
 *   5. Lighthouse mobile (simulated slow 4G, 4× CPU) for /m/home and /m/login of every merchant
 *      and the floor page, interleaved, median of 5, and a repeat visit with the service worker;
 *      written to bench/report.md and bench/report.json (scripts/bench-lighthouse.ts). Lighthouse
 *      is fetched with npx on first use, so it is not part of every install. `--no-lighthouse`
 *      skips it.
 *   6. the goals measured above (scroll, the popup visit's JS, brands), appended to bench/report.md
 *      (scripts/bench-summary.ts)
 */
import { execSync } from 'node:child_process';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const sh = (cmd: string) => execSync(cmd, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

function timed(cmd: string): number {
  const start = performance.now();
  sh(cmd);
  return performance.now() - start;
}

console.log('1. production build');
const builds = [0, 1, 2].map(() => timed('npx vite build --logLevel error'));
console.log(`   median ${(median(builds) / 1000).toFixed(2)} s (runs: ${builds.map((t) => (t / 1000).toFixed(2)).join(', ')}; bar ≤ 15 s)`);

console.log('2. validating 1,000 manifests (whole process)');
console.log(sh('npx tsx scripts/bench-validate.ts').trim().replace(/^/gm, '   '));

console.log('3. first-load JS of /m/home');
console.log(sh('npx tsx scripts/check-budget.ts').split('\n').filter((l) => /floor|limit|\/m\/home (critical|until)|budget/.test(l)).join('\n').replace(/^/gm, '   '));

console.log('4. game page scroll');
console.log(sh('npx tsx scripts/bench-scroll.ts luckyvn 500').trim());

console.log('4b. first load against the number of brands (scripts/bench-brands.ts → bench/brands.md)');
console.log(sh('npx tsx scripts/bench-brands.ts').split('\n').filter((l) => /^(\||Largest|The \d)/.test(l)).join('\n').replace(/^/gm, '   '));

console.log('4c. Interaction to Next Paint, 4× CPU, median of 5 (scripts/bench-inp.ts → bench/inp.json)');
console.log(sh('npx tsx scripts/bench-inp.ts luckyvn 5').trimEnd());

if (!process.argv.includes('--no-lighthouse')) {
  console.log('5. Lighthouse mobile, the floor and every merchant interleaved, 5 rounds; a repeat visit (scripts/bench-lighthouse.ts → bench/report.md)');
  execSync('npx tsx scripts/bench-lighthouse.ts --rounds 5', { stdio: 'inherit' });
}

console.log('6. the other goals, appended to bench/report.md (scripts/bench-summary.ts)');
execSync('npx tsx scripts/bench-summary.ts', { stdio: 'inherit' });
