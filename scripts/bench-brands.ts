/**
 * Does a player's first load depend on how many brands the build serves? Builds the app twice,
 * with the 3 merchants of merchants/ and with 200 more (copies of goldcrest under new ids, codes
 * and domains, their assets linked, in a temporary folder), and reports for each: the build time,
 * the first-load JS of /m/home for every existing merchant (critical and until quiet, gzip), and
 * the service worker's precache. Goal: the 203-brand first load within 0.2 KB of the 3-brand one.
 *
 *   npx tsx scripts/bench-brands.ts [--brands 200]      (part of `npm run bench`)
 *
 * Writes bench/brands.md and prints it. The two builds go to dist-brands3/ and dist-brands203/
 * (git-ignored), so the working dist/ is left alone.
 */
import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { measureFirstLoads } from './budget/measure-first-load.ts';
import { precacheSize } from './budget/precache-size.ts';
import { quietPopups } from '../sandbox/quiet-popups.ts';
import { startSandbox } from '../sandbox/server.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const extra = arg('--brands', 200);
const root = resolve(import.meta.dirname, '..');
const source = join(root, 'merchants');
const kb = (b: number) => `${(b / 1024).toFixed(2)} KB`;

/** merchants/ plus `count` copies of goldcrest named brand001…, assets linked, not copied. */
function manyMerchants(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'm-brands-'));
  cpSync(source, dir, { recursive: true });
  const template = JSON.parse(readFileSync(join(source, 'goldcrest', 'manifest.json'), 'utf8')) as Record<string, unknown>;
  for (let i = 1; i <= count; i++) {
    const id = `brand${String(i).padStart(3, '0')}`;
    mkdirSync(join(dir, id));
    symlinkSync(join(source, 'goldcrest', 'assets'), join(dir, id, 'assets'));
    const manifest = { ...template, id, merchantCode: `B${String(i).padStart(3, '0')}`, displayName: `Brand ${i}`, domains: [`m.${id}.example`, `${id}.localhost`] };
    writeFileSync(join(dir, id, 'manifest.json'), JSON.stringify(manifest, null, 2));
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
  }
}

const many = manyMerchants(extra);
try {
  const few = await measure(readdirSync(source).filter((n) => !n.endsWith('.json')).length, source);
  const lots = await measure(few.brands + extra, many);
  const rows = few.homes.map((h, i) => {
    const other = lots.homes[i]!;
    return `| ${h.url} | ${kb(h.critical)} | ${kb(other.critical)} | ${other.critical - h.critical} B | ${kb(h.total)} | ${kb(other.total)} | ${other.total - h.total} B |`;
  });
  const worst = Math.max(...few.homes.map((h, i) => Math.abs(lots.homes[i]!.critical - h.critical)));
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
    `Largest critical difference: ${worst} B (goal ≤ 205 B, 0.2 KB): ${worst <= 205 ? 'met' : 'NOT met'}.`,
    '',
  ].join('\n');
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench', 'brands.md'), report);
  console.log(report);
} finally {
  rmSync(many, { recursive: true, force: true });
}
