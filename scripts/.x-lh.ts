import { exec } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { quietPopups } from '../sandbox/quiet-popups';
import { startSandbox } from '../sandbox/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
const run = promisify(exec);
const app = await startSandbox({ staticDir: 'dist', scenarios: quietPopups() });
const floor = await startSandbox({ staticDir: 'dist-floor' });
const flags = `--chrome-flags="--headless=new ${CHROMIUM_ARGS.join(' ')}" --only-categories=performance --output=json --quiet`;
const pages = (process.argv[2] ?? 'floor,luckyvn/home').split(',');
for (const p of pages) {
  const url = p === 'floor' ? `${floor.url}/m/index.html` : `http://${p.split('/')[0]}.localhost:${app.port}/m/${p.split('/')[1]}`;
  const file = `/tmp/lh-${p.replace(/\W/g, '')}.json`;
  await run(`npx --yes lighthouse@13.5.0 ${url} ${flags} --output-path=${file}`, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } });
  const lhr = JSON.parse(readFileSync(file, 'utf8'));
  const a = lhr.audits;
  console.log(p, 'perf', Math.round(lhr.categories.performance.score * 100), 'FCP', a['first-contentful-paint'].numericValue.toFixed(0), 'LCP', a['largest-contentful-paint'].numericValue.toFixed(0), 'TBT', a['total-blocking-time'].numericValue.toFixed(0), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3), 'SI', a['speed-index'].numericValue.toFixed(0));
  const el = a['lcp-breakdown-insight']?.details?.items;
  console.log('  LCP', JSON.stringify(el).slice(0, 700));
}
await app.close(); await floor.close();
