import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { quietPopups } from '../sandbox/quiet-popups';
import { startSandbox } from '../sandbox/server';
import { measureFirstLoads, type FirstLoad } from './budget/measure-first-load';
import { PRECACHE_LIMIT, precacheSize } from './budget/precache-size';

/**
 * `npm test`'s byte budget (speed is part of done), gzip, against the floor (a bare page with the
 * stack's unavoidable libraries, same Vite settings, built in this run):
 * - critical JS of /m/home (every chunk requested before the app's first screen paints; the HTML
 *   shell paints before any of it): ≤ 1.15 × the
 *   floor and ≤ 130 KB; firebase, jsencrypt, crypto-js and the ajv compiler are not in it;
 * - all JS of a /m/home visit until the network is quiet (lazy parts included, images excluded):
 *   ≤ 1.45 × the floor;
 * - all JS of Lucky VN's first visit, which shows the announcement popup (its carousel and the
 *   sanitizer load when it shows), until the popup is up and the network quiet: ≤ 1.45 × the floor
 *   too;
 * - the service worker's precache ≤ 250 KB (scripts/budget/precache-size.ts).
 * Run after `npm run build`. Bytes are deterministic, so this is a test; times are not (npm run bench).
 */
const KB = 1024;
const ABSOLUTE_LIMIT = 130 * KB;
const CRITICAL_FACTOR = 1.15;
const TOTAL_FACTOR = 1.45;
const FORBIDDEN = [/node_modules\/(@firebase|firebase)\//, /node_modules\/jsencrypt\//, /node_modules\/crypto-js\//, /node_modules\/ajv\/dist\/(ajv|core|compile)/];
const merchants = ['luckyvn', 'siamspin', 'goldcrest'];
const dist = process.env.M_DIST ?? 'dist';

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB (${Math.round(bytes)} B)`;
const over = (bytes: number, floor: number) => `${((bytes / floor - 1) * 100).toFixed(1)}% over the floor`;

function forbiddenIn(load: FirstLoad, chunks: Record<string, string[]>): string[] {
  return load.scripts.filter((s) => s.critical).flatMap(({ file }) => {
    const modules = chunks[file.replace(/^\/m\//, '')] ?? [];
    return modules.filter((m) => FORBIDDEN.some((re) => re.test(m))).map((m) => `${file}: ${m.replace(/.*node_modules\//, '')}`);
  });
}

execSync('npx vite build --config scripts/vite/floor.config.ts --logLevel warn', { stdio: 'inherit' });
const chunks = JSON.parse(readFileSync(`build/${dist}-chunks.json`, 'utf8')) as Record<string, string[]>;

// A visit with no announcement or welcome popup to show (scenario popups "none", as the e2e
// fixture): a popup's own chunk (its view and the sanitizer) loads only when one shows, after its delay.
const app = await startSandbox({ staticDir: dist, scenarios: quietPopups() });
const floorServer = await startSandbox({ staticDir: `${dist}-floor` });
// And one visit as a first-time Lucky VN player has it: the sandbox's own popups.
const popupApp = await startSandbox({ staticDir: dist });
let failures = 0;
try {
  const [floor] = await measureFirstLoads([`${floorServer.url}/m/index.html`], `${dist}-floor`);
  const homes = await measureFirstLoads(merchants.map((id) => `http://${id}.localhost:${app.port}/m/home`), dist);
  const criticalLimit = Math.min(ABSOLUTE_LIMIT, floor!.totalGzip * CRITICAL_FACTOR);
  const totalLimit = floor!.totalGzip * TOTAL_FACTOR;
  console.log(`floor (react, react-dom, wouter, valtio, axios, i18next, react-i18next): ${kb(floor!.totalGzip)}`);
  console.log(`critical limit: min(${CRITICAL_FACTOR} × floor, ${kb(ABSOLUTE_LIMIT)}) = ${kb(criticalLimit)}; until quiet: ${TOTAL_FACTOR} × floor = ${kb(totalLimit)}`);
  for (const load of homes) {
    const criticalOver = load.criticalGzip > criticalLimit;
    const totalOver = load.totalGzip > totalLimit;
    const bad = forbiddenIn(load, chunks);
    failures += Number(criticalOver) + Number(totalOver) + bad.length;
    console.log(`${criticalOver ? 'FAIL' : 'ok  '} ${load.url} critical: ${kb(load.criticalGzip)} in ${load.scripts.filter((s) => s.critical).length} files (${over(load.criticalGzip, floor!.totalGzip)})`);
    console.log(`${totalOver ? 'FAIL' : 'ok  '} ${load.url} until quiet: ${kb(load.totalGzip)} in ${load.scripts.length} files (${over(load.totalGzip, floor!.totalGzip)})`);
    for (const s of load.scripts) console.log(`       ${kb(s.gzipBytes).padStart(9)}  ${s.critical ? 'critical' : 'later   '}  ${s.file}`);
    for (const line of bad) console.log(`FAIL not allowed before the first paint: ${line}`);
  }
  const [popup] = await measureFirstLoads([`http://luckyvn.localhost:${popupApp.port}/m/home`], dist, { waitFor: '[data-testid="announcement-popup"]' });
  const popupOver = popup!.totalGzip > totalLimit;
  failures += Number(popupOver);
  console.log(`${popupOver ? 'FAIL' : 'ok  '} ${popup!.url} with the announcement popup, until quiet: ${kb(popup!.totalGzip)} in ${popup!.scripts.length} files (${over(popup!.totalGzip, floor!.totalGzip)}; limit ${TOTAL_FACTOR} × floor = ${kb(totalLimit)})`);
  for (const s of popup!.scripts) console.log(`       ${kb(s.gzipBytes).padStart(9)}  ${s.critical ? 'critical' : 'later   '}  ${s.file}`);
  for (const file of popup!.afterSettled) console.log(`                  settled   ${file} (after the page settled: not counted)`);
  // For `npm run bench`'s report (scripts/bench-summary.ts).
  mkdirSync('build', { recursive: true });
  writeFileSync('build/budget-summary.json', `${JSON.stringify({ floorGzip: floor!.totalGzip, popupVisit: { url: popup!.url, totalGzip: popup!.totalGzip, goalFactor: TOTAL_FACTOR } }, null, 1)}\n`);
} finally {
  await popupApp.close();
  await app.close();
  await floorServer.close();
}
const precache = precacheSize(dist);
failures += precache.problems.length;
console.log(`${precache.problems.length ? 'FAIL' : 'ok  '} service worker precache: ${kb(precache.totalGzip)} in ${precache.files.length} files (limit ${kb(PRECACHE_LIMIT)})`);
for (const f of precache.files) console.log(`       ${kb(f.gzipBytes).padStart(9)}  ${f.url}`);
for (const problem of precache.problems) console.log(`FAIL ${problem}`);
console.log(failures ? `budget: ${failures} failure(s)` : 'budget: within limits');
process.exit(failures ? 1 : 0);
