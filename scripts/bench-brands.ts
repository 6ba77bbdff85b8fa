/**
 * Does a player's first load depend on how many brands the build serves? Builds the app twice,
 * with the 3 merchants of merchants/ and with 500 brands in all (the 497 more made by `merchant new
 * <id> --from goldcrest --no-assets`, as an operator would, in a temporary copy of merchants/,
 * goldcrest's assets linked into each), and reports for each: the build time,
 * the first-load JS of /m/home for every existing merchant (critical and until quiet, gzip), and
 * the service worker's precache. Goals: the 500-brand first load the same as the 3-brand one to
 * the byte (critical and until quiet), and the 500-brand build in ≤ 60 s.
 *
 *   npx tsx scripts/bench-brands.ts [--brands 500]      (brands in all; part of `npm run bench`)
 *
 * Writes bench/brands.md and prints it. The two builds go to dist-brands3/ and dist-brands500/
 * (git-ignored), so the working dist/ is left alone, and are removed once measured: the build's
 * globs (`import.meta.glob` with the `@` alias) walk the whole project folder, and a 500-brand
 * build left beside the sources made every later build of the project twice as slow (11 → 24 s).
 */
import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { measureFirstLoads } from './budget/measure-first-load.ts';
import { precacheSize } from './budget/precache-size.ts';
import { quietPopups } from '../sandbox/quiet-popups.ts';
import { startSandbox } from '../sandbox/server.ts';
import { run as merchantNew } from './merchant/new.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const BUILD_GOAL_SECONDS = 60;
const existing = readdirSync(join(resolve(import.meta.dirname, '..'), 'merchants')).filter((n) => !n.endsWith('.json')).length;
const extra = Math.max(0, arg('--brands', 500) - existing);
const root = resolve(import.meta.dirname, '..');
const source = join(root, 'merchants');
const kb = (b: number) => `${(b / 1024).toFixed(2)} KB`;

/**
 * A repository-shaped folder (schema/ and src/ linked, merchants/ copied) holding merchants/ plus
 * `count` brands named brand001… made by `merchant new --from goldcrest`; goldcrest's assets are
 * linked, not drawn again. Returns the folder; its merchants/ is what the build gets.
 */
async function manyMerchants(count: number): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'm-brands-'));
  for (const linked of ['schema', 'src']) symlinkSync(join(root, linked), join(dir, linked));
  cpSync(source, join(dir, 'merchants'), { recursive: true });
  const quiet = { stdout: () => undefined, stderr: (line: string) => console.error(line), isTTY: false, cwd: dir };
  for (let i = 1; i <= count; i++) {
    const id = `brand${String(i).padStart(3, '0')}`;
    const code = await merchantNew([id, '--from', 'goldcrest', '--name', `Brand ${i}`, '--code', `B${String(i).padStart(3, '0')}`, '--domain', `m.${id}.example`, '--no-assets'], quiet);
    if (code !== 0) throw new Error(`merchant new ${id} failed (exit ${code})`);
    symlinkSync(join(source, 'goldcrest', 'assets'), join(dir, 'merchants', id, 'assets'));
  }
  return dir;
}

interface Figures { brands: number; buildSeconds: number; homes: { url: string; critical: number; total: number }[]; precache: number }

async function measure(brands: number, merchantsDir: string): Promise<Figures> {
  const dist = `dist-brands${brands}`;
  const start = performance.now();
  execSync('npx vite build --logLevel error', { cwd: root, stdio: 'inherit', env: { ...process.env, M_DIST: dist, M_MERCHANTS_DIR: merchantsDir } });
  const buildSeconds = (performance.now() - start) / 1000;
  const app = await startSandbox({ staticDir: join(root, dist), scenarios: quietPopups() });
  try {
    const loads = await measureFirstLoads(['luckyvn', 'siamspin', 'goldcrest'].map((id) => `http://${id}.localhost:${app.port}/m/home`), dist);
    return {
      brands,
      buildSeconds,
      homes: loads.map((l) => ({ url: new URL(l.url).host.replace(/:\d+$/, '') + '/m/home', critical: l.criticalGzip, total: l.totalGzip })),
      precache: precacheSize(dist).totalGzip,
    };
  } finally {
    await app.close();
    rmSync(join(root, dist), { recursive: true, force: true });
  }
}

const many = await manyMerchants(extra);
try {
  const few = await measure(existing, source);
  const lots = await measure(few.brands + extra, join(many, 'merchants'));
  const rows = few.homes.map((h, i) => {
    const other = lots.homes[i]!;
    return `| ${h.url} | ${kb(h.critical)} | ${kb(other.critical)} | ${other.critical - h.critical} B | ${kb(h.total)} | ${kb(other.total)} | ${other.total - h.total} B |`;
  });
  const worst = Math.max(...few.homes.map((h, i) => Math.abs(lots.homes[i]!.critical - h.critical)));
  const worstTotal = Math.max(...few.homes.map((h, i) => Math.abs(lots.homes[i]!.total - h.total)));
  const report = [
    `# First load against the number of brands (\`npx tsx scripts/bench-brands.ts\`, ${new Date().toISOString().slice(0, 10)})`,
    '',
    `| /m/home | critical, ${few.brands} brands | critical, ${lots.brands} brands | difference | until quiet, ${few.brands} | until quiet, ${lots.brands} | difference |`,
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `| build | ${few.brands} brands | ${lots.brands} brands |`,
    '|---|---|---|',
    `| build time | ${few.buildSeconds.toFixed(1)} s | ${lots.buildSeconds.toFixed(1)} s |`,
    `| precache (gzip) | ${kb(few.precache)} | ${kb(lots.precache)} |`,
    '',
    `Largest difference: critical ${worst} B, until quiet ${worstTotal} B (goal 0 B): ${worst === 0 && worstTotal === 0 ? 'met' : 'NOT met'}.`,
    `The ${lots.brands}-brand build: ${lots.buildSeconds.toFixed(1)} s (goal ≤ ${BUILD_GOAL_SECONDS} s): ${lots.buildSeconds <= BUILD_GOAL_SECONDS ? 'met' : 'NOT met'}.`,
    '',
  ].join('\n');
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench', 'brands.md'), report);
  console.log(report);
} finally {
  rmSync(many, { recursive: true, force: true });
}
