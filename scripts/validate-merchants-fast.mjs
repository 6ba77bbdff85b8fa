#!/usr/bin/env node
// Fast start for the manifest validator: `node scripts/validate-merchants-fast.mjs [paths...]` does
// exactly what `tsx scripts/validate-merchants.ts [paths...]` does, without tsx's start-up
// (≈ 0.5 s per run, most of the budget for validating 1,000 manifests).
//
// It bundles scripts/validate-merchants.ts and the checker it imports with esbuild into
// node_modules/.cache/validate-merchants/<checkout>/cli.mjs, once, rebuilding only when one of those
// sources is newer than the bundle (one bundle per checkout: git worktrees that share one
// node_modules must not run each other's validator); then it imports the bundle and runs it. Plain Node, no dependency on
// the bundle existing (a fresh clone builds it on first use, in ~50 ms).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = join(root, 'scripts/validate-merchants.ts');
const libDir = join(root, 'scripts/lib/manifest-check');
const outDir = join(root, 'node_modules/.cache/validate-merchants', createHash('sha1').update(root).digest('hex').slice(0, 10));
const bundle = join(outDir, 'cli.mjs');

const mtime = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
// The routes every merchant serves come from the flows' screen declarations (src/flows/screens.ts).
const flowsDir = join(root, 'src/flows');
const screenSources = [join(flowsDir, 'screens.ts'), ...readdirSync(flowsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => join(flowsDir, d.name, 'screens.ts'))];
const sources = [entry, fileURLToPath(import.meta.url), ...readdirSync(libDir).filter((f) => f.endsWith('.ts')).map((f) => join(libDir, f)), ...screenSources];

if (sources.some((file) => mtime(file) > mtime(bundle))) {
  const { buildSync } = await import('esbuild');
  mkdirSync(outDir, { recursive: true });
  const tmp = `${bundle}.${process.pid}.tmp`;
  buildSync({ entryPoints: [entry], outfile: tmp, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'error' });
  renameSync(tmp, bundle); // atomic: a parallel run sees the old or the new bundle, never half of one
}

const { run } = await import(pathToFileURL(bundle).href);
process.exitCode = await run(process.argv.slice(2), console.log, root);
