/**
 * `npm run merchant -- check [paths...]`: the manifest validator (the checks of
 * scripts/validate-merchants.ts, which CI runs through validate-merchants-fast.mjs) plus what only
 * an operator needs: the line and column of each problem, duplicate keys (JSON.parse keeps the
 * last one silently), a fix for every finding, "run migrate" for an old schemaVersion, and
 * warnings for choices that validate but look wrong (check-rules/warnings.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkFiles, checkMerchantsDir, loadValidator, schemaLoader } from '../lib/manifest-check/index';
import type { CheckOptions, Report } from '../lib/manifest-check/index';
import { isObject } from '../lib/manifest-check/types';
import { locate, scanJson } from './check-rules/json-scan';
import type { Scan } from './check-rules/json-scan';
import { suggestFix } from './check-rules/suggest-fix';
import { warningsFor } from './check-rules/warnings';
import { EXIT_CODES_HELP, EXIT_FINDINGS, EXIT_OK, parseFlags, withUsage } from './io';
import type { Io } from './io';
import { currentSchemaVersion } from './migrations';

export const help = `usage: npm run merchant -- check [paths...] [--json] [--no-assets]

Validates merchant manifests. Without paths: every merchants/<id>/manifest.json and
merchants/defaults.json, across merchants too (no domain, id or code used twice). A path is a
manifest file, or a folder holding <id>/manifest.json folders.

Errors (the manifest would be refused): schema types, unknown or missing properties, colours,
languages, route ids and screens, required routes, URLs and origins, asset files and PNG sizes,
JSON syntax (line:column), duplicate keys, an old schemaVersion (run migrate).
Warnings (it validates, but look again): text/background contrast below 4.5:1, white labels
on a light primary or header colour, a promotion a visitor cannot reach, an entry to a screen a flag switches off, a language without a locale
file, a pageMeta title over 60 characters.

  --json        print {"manifests", "errors", "warnings", "findings": [{file, pointer, line,
                column, severity, message, suggestion}]} instead of lines
  --no-assets   skip the asset files check (manifests outside a merchant folder)

${EXIT_CODES_HELP} (warnings alone exit 0)`;

export type Severity = 'error' | 'warning';

export interface CheckFinding {
  file: string;
  /** JSON pointer (RFC 6901) into the manifest; "" is the whole file. */
  pointer: string;
  line?: number;
  column?: number;
  severity: Severity;
  message: string;
  suggestion: string;
}

export interface CheckResult {
  manifests: number;
  errors: number;
  warnings: number;
  findings: CheckFinding[];
}

/** Checks `paths` (or the repository's merchants/) under `root`: every finding, errors first per file. */
export async function checkPaths(root: string, paths: readonly string[], assets = true): Promise<CheckResult> {
  const options: CheckOptions = { validate: await loadValidator(root), schema: schemaLoader(root), assets, displayRoot: root };
  const reports: Report[] = [];
  if (!paths.length) reports.push(checkMerchantsDir(join(root, 'merchants'), options, true));
  else {
    const files: string[] = [];
    for (const p of paths) {
      const full = resolve(root, p);
      if (statSync(full, { throwIfNoEntry: false })?.isDirectory()) reports.push(checkMerchantsDir(full, options));
      else files.push(full);
    }
    if (files.length) reports.push(checkFiles(files, options));
  }
  const current = currentSchemaVersion(root);
  const scans = new Map<string, Scan>();
  const findings: CheckFinding[] = [];
  const scanOf = (file: string): Scan | undefined => {
    if (scans.has(file)) return scans.get(file);
    let scan: Scan | undefined;
    try {
      scan = scanJson(readFileSync(join(root, file), 'utf8'));
    } catch {
      scan = undefined;
    }
    if (scan) scans.set(file, scan);
    return scan;
  };
  const at = (file: string, pointer: string, message: string) => {
    const syntax = /at line (\d+), column (\d+)/.exec(message);
    if (syntax) return { line: Number(syntax[1]), column: Number(syntax[2]) };
    const scan = scanOf(file);
    if (message.startsWith('invalid JSON') && scan?.syntaxError) return { ...scan.syntaxError };
    const position = scan ? locate(scan, pointer) : undefined;
    return position ? { line: position.line, column: position.column } : {};
  };
  for (const report of reports) {
    const dataOf = new Map(report.checked.map((c) => [c.file, c.data]));
    for (const problem of report.problems) {
      const data = dataOf.get(problem.file);
      const version = isObject(data) ? data.schemaVersion : undefined;
      if (problem.pointer === '/schemaVersion' && typeof version === 'number' && version < current) {
        findings.push({
          file: problem.file, pointer: '/schemaVersion', ...at(problem.file, '/schemaVersion', ''), severity: 'error',
          message: `written for schemaVersion ${version}; the current schema is version ${current}`,
          suggestion: `run npm run merchant -- migrate ${problem.file}`,
        });
        continue;
      }
      const where = at(problem.file, problem.pointer, problem.message);
      // Node's JSON.parse names no position for some mistakes: the scan's position goes into the message.
      const message = problem.message.startsWith('invalid JSON') && !problem.message.includes(' at line ') && where.line
        ? `invalid JSON at line ${where.line}, column ${where.column}${problem.message.slice('invalid JSON'.length)}`
        : problem.message;
      findings.push({ ...problem, message, ...where, severity: 'error', suggestion: suggestFix(problem.pointer, problem.message) });
    }
    for (const checked of report.checked) {
      const scan = scanOf(checked.file);
      if (scan?.syntaxError) continue;
      for (const d of scan?.duplicates ?? []) {
        findings.push({
          file: checked.file, pointer: d.pointer, line: d.line, column: d.column, severity: 'error',
          message: `duplicate key "${d.key}": it is also at line ${d.first.line}, column ${d.first.column}, and JSON keeps only the last one`,
          suggestion: `remove one of the two "${d.key}" entries (merge them if both hold values you want)`,
        });
      }
      if (checked.data === undefined) continue;
      for (const w of warningsFor(checked.data, root)) {
        findings.push({ file: checked.file, pointer: w.pointer, ...at(checked.file, w.pointer, ''), severity: 'warning', message: w.message, suggestion: w.suggestion });
      }
    }
  }
  const errors = findings.filter((f) => f.severity === 'error').length;
  return { manifests: reports.reduce((n, r) => n + r.manifests, 0), errors, warnings: findings.length - errors, findings };
}

export const formatFinding = (f: CheckFinding): string =>
  `${f.file}${f.line ? `:${f.line}:${f.column}` : ''}: ${f.severity}: ${f.pointer || '/'}: ${f.message}\n    fix: ${f.suggestion}`;

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export async function run(argv: string[], io: Io): Promise<number> {
  return withUsage(io, help, async () => {
    const { values, positionals } = parseFlags(argv, { json: { type: 'boolean' }, 'no-assets': { type: 'boolean' } });
    if (values.help) {
      io.stdout(help);
      return EXIT_OK;
    }
    const result = await checkPaths(io.cwd, positionals, !values['no-assets']);
    if (values.json) io.stdout(JSON.stringify(result, null, 2));
    else {
      for (const f of result.findings) io.stdout(formatFinding(f));
      io.stdout(`${count(result.manifests, 'manifest')}, ${count(result.errors, 'error')}, ${count(result.warnings, 'warning')}`);
    }
    return result.errors ? EXIT_FINDINGS : EXIT_OK;
  });
}
