/**
 * Validates merchant manifests the way the browser does (size and depth caps, then the generated
 * standalone validator) plus the cross-reference rules only CI checks (route ids, duplicate paths,
 * required routes, languages, redirect origins, assets, duplicate domains across merchants).
 *
 *   tsx scripts/validate-merchants.ts                      merchants/*\/manifest.json + merchants/defaults.json
 *   tsx scripts/validate-merchants.ts merchants/luckyvn/manifest.json other/dir
 *   tsx scripts/validate-merchants.ts --no-assets build/fixtures/manifests/*.json   (tests/fixtures/manifests/README.md)
 *
 * A directory argument means every <dir>/<id>/manifest.json in it. Output: one line per problem,
 *   merchants/luckyvn/manifest.json: /promotionTargets/DEPOSIT: unknown route id "vouchercenter" (did you mean "voucherCenter"?)
 * then `N manifests, M errors`; exit status 1 when there is any error.
 *
 * `node scripts/validate-merchants-fast.mjs [same arguments]` runs this same file without tsx's
 * start-up cost (it bundles it once with esbuild): use that in CI, where every 100 ms counts.
 */
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFiles, checkMerchantsDir, formatProblem, loadValidator, schemaLoader } from './lib/manifest-check/index';
import type { CheckOptions, Report } from './lib/manifest-check/index';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * `root` is the repository root; scripts/validate-merchants-fast.mjs (the fast launcher, which runs a
 * bundled copy of this file) passes it explicitly.
 */
export async function run(argv: string[], print: (line: string) => void = console.log, root = repoRoot): Promise<number> {
  const options: CheckOptions = { validate: await loadValidator(root), schema: schemaLoader(root), assets: !argv.includes('--no-assets') };
  const merchantsDir = join(root, 'merchants');
  const paths = argv.filter((a) => !a.startsWith('--'));
  const reports: Report[] = [];
  if (!paths.length) reports.push(checkMerchantsDir(merchantsDir, options, true));
  else {
    const files: string[] = [];
    for (const p of paths) {
      if (statSync(p, { throwIfNoEntry: false })?.isDirectory()) reports.push(checkMerchantsDir(resolve(p), options));
      else files.push(resolve(p));
    }
    if (files.length) reports.push(checkFiles(files, options));
  }
  const problems = reports.flatMap((r) => r.problems);
  const manifests = reports.reduce((n, r) => n + r.manifests, 0);
  for (const p of problems) print(formatProblem(p));
  print(`${manifests} manifest${manifests === 1 ? '' : 's'}, ${problems.length} error${problems.length === 1 ? '' : 's'}`);
  return problems.length ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  process.exitCode = await run(process.argv.slice(2));
}
