/**
 * `npm run bench`: the speed figures of QUALITY.md, measured, never asserted (times vary with the
 * machine; bytes are asserted by `npm test` through scripts/check-budget.ts).
 *
 *   1. production build time (median of 3)
 *   2. validating 1,000 manifests, whole process (scripts/bench-validate.ts)
 *   3. JS loaded by /m/home, gzip, against the floor (scripts/check-budget.ts): critical and until quiet
 *   4. the game page with 500 games scrolled at 4× CPU: frame times (scripts/bench-scroll.ts)
 *   5. Lighthouse mobile (simulated slow 4G, 4× CPU) for /m/home and /m/login of every merchant,
 *      median of 3, and the floor page in the same run. Lighthouse is fetched with npx on first
 *      use, so it is not part of every install. `--no-lighthouse` skips it.
 */
import { exec, execSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quietPopups } from '../sandbox/quiet-popups';
import { startSandbox } from '../sandbox/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const sh = (cmd: string) => execSync(cmd, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
// Lighthouse runs asynchronously: the sandbox serving the pages lives in this process, and a
// synchronous child would block the event loop it answers on.
const run = promisify(exec);

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

const MERCHANTS = ['luckyvn', 'siamspin', 'goldcrest'];
if (!process.argv.includes('--no-lighthouse')) {
  console.log('5. Lighthouse mobile, median of 3 (first run downloads lighthouse with npx)');
  const app = await startSandbox({ staticDir: 'dist', scenarios: quietPopups() });
  const floor = await startSandbox({ staticDir: 'dist-floor' });
  const out = mkdtempSync(join(tmpdir(), 'lh-'));
  const flags = `--chrome-flags="--headless=new ${CHROMIUM_ARGS.join(' ')}" --only-categories=performance --output=json --quiet`;
  try {
    const pages = [['floor', `${floor.url}/m/index.html`], ...MERCHANTS.flatMap((id) => ['home', 'login'].map((p) => [`${id} /m/${p}`, `http://${id}.localhost:${app.port}/m/${p}`]))];
    for (const [name, url] of pages as [string, string][]) {
      const runs = [];
      for (const i of [0, 1, 2]) {
        const file = join(out, `${name.replace(/\W/g, '')}-${i}.json`);
        await run(`npx --yes ${LIGHTHOUSE} ${url} ${flags} --output-path=${file}`, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } });
        const lhr = JSON.parse(readFileSync(file, 'utf8'));
        runs.push({
          score: Math.round(lhr.categories.performance.score * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue as number,
          tbt: lhr.audits['total-blocking-time'].numericValue as number,
          cls: lhr.audits['cumulative-layout-shift'].numericValue as number,
        });
      }
      console.log(`   ${name.padEnd(20)} performance ${median(runs.map((r) => r.score))}, LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s, TBT ${median(runs.map((r) => r.tbt)).toFixed(0)} ms, CLS ${median(runs.map((r) => r.cls)).toFixed(3)}`);
    }
  } finally {
    await app.close();
    await floor.close();
  }
}
