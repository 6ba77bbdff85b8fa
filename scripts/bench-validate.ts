/**
 * How long CI takes to validate 1,000 manifests (the bar: ≤ 1 s for the whole process).
 * A report, not a timed test:
 *
 *   tsx scripts/bench-validate.ts [count]
 *
 * Writes `count` varied copies of the real merchants (own id, code, domains and colours; assets
 * symlinked so the asset and PNG-size checks run for real) into a temp folder, runs the
 * validate-merchants CLI on it as a child process, both through the fast launcher
 * (node scripts/validate-merchants-fast.mjs) and through tsx, and prints the wall time of each process.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const merchants = ['luckyvn', 'siamspin', 'goldcrest'];

/** Deterministic colour variation: rotate the channels and shift by i. */
const vary = (color: string, i: number) => {
  const n = (parseInt(color.slice(1), 16) + i * 0x010203) & 0xffffff;
  return `#${n.toString(16).padStart(6, '0')}`;
};

interface BenchManifest {
  id: string;
  merchantCode: string;
  displayName: string;
  domains: string[];
  theme: Record<string, string | number>;
  templates: { pwa: { shortName: string } };
  redirectAllowList: string[];
}

export function writeCopies(dir: string, count: number): void {
  const bases = merchants.map((id) => JSON.parse(readFileSync(join(root, 'merchants', id, 'manifest.json'), 'utf8')) as BenchManifest);
  for (let i = 0; i < count; i++) {
    const base = bases[i % bases.length]!;
    const m = structuredClone(base);
    m.id = `${base.id}-${i}`;
    m.merchantCode = `${base.merchantCode}${i}`;
    m.displayName = `${base.displayName} ${i}`;
    m.domains = [`m.${m.id}.bench.example`, `www.${m.id}.bench.example`];
    for (const [key, value] of Object.entries(m.theme)) if (typeof value === 'string' && key.endsWith('Color')) m.theme[key] = vary(value, i);
    m.templates.pwa.shortName = `${base.displayName}`.slice(0, 12) + String(i % 1000);
    m.redirectAllowList = [`https://pay.${m.id}.bench.example`];
    const folder = join(dir, m.id);
    mkdirSync(folder);
    symlinkSync(join(root, 'merchants', base.id, 'assets'), join(folder, 'assets'), 'dir');
    writeFileSync(join(folder, 'manifest.json'), JSON.stringify(m, null, 2));
  }
}

function timeRuns(label: string, command: string, args: string[]): void {
  const runs: number[] = [];
  let last = '';
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    const child = spawnSync(command, args, { encoding: 'utf8' });
    runs.push(performance.now() - started);
    last = child.stdout.trim().split('\n').pop() ?? '';
    if (child.status !== 0) {
      console.error(child.stdout.split('\n').slice(0, 10).join('\n'), child.stderr);
      throw new Error(`${label} exited with ${child.status}`);
    }
  }
  const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  console.log(`${label.padEnd(44)} ${String(Math.round(median)).padStart(5)} ms  (runs: ${runs.map((r) => Math.round(r)).join(', ')} ms; "${last}")`);
}

function main(): void {
  const count = Number(process.argv[2] ?? 1000);
  const dir = mkdtempSync(join(tmpdir(), 'merchants-bench-'));
  try {
    writeCopies(dir, count);
    console.log(`validating ${count} manifests, whole process wall time, median of 5:`);
    timeRuns('node scripts/validate-merchants-fast.mjs', process.execPath, [join(root, 'scripts/validate-merchants-fast.mjs'), dir]);
    timeRuns('tsx scripts/validate-merchants.ts', join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/validate-merchants.ts'), dir]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
