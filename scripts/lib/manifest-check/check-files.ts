/**
 * Checks a list of manifest files, or a merchants folder (every <id>/manifest.json plus
 * defaults.json), and returns every problem: file by file, then the cross-merchant ones.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkManifestFile, displayName } from './check-manifest';
import type { Checked, CheckOptions } from './check-manifest';
import { defaultsProblems, directoryProblems } from './directory-checks';
import { parseJson } from './parse-json';
import { isObject } from './types';
import type { Problem } from './types';

export function listManifests(merchantsDir: string): string[] {
  return readdirSync(merchantsDir)
    .sort()
    .map((name) => join(merchantsDir, name, 'manifest.json'))
    .filter((file) => existsSync(file));
}

export interface Report {
  manifests: number;
  problems: Problem[];
  checked: Checked[];
}

export function checkFiles(files: readonly string[], options: CheckOptions): Report {
  const checked = files.map((file) => checkManifestFile(file, options));
  return { manifests: files.length, checked, problems: [...checked.flatMap((c) => c.problems), ...directoryProblems(checked)] };
}

/**
 * A merchants folder. defaults.json is checked when present, and required when `requireDefaults`
 * (the real merchants/ folder: the browser needs a merchant for localhost and unknown hosts).
 */
export function checkMerchantsDir(merchantsDir: string, options: CheckOptions, requireDefaults = false): Report {
  const report = checkFiles(listManifests(merchantsDir), options);
  const defaultsFile = join(merchantsDir, 'defaults.json');
  if (!requireDefaults && !existsSync(defaultsFile)) return report;
  const shown = displayName(defaultsFile, options.displayRoot);
  const parsed = existsSync(defaultsFile) ? parseJson(readFileSync(defaultsFile, 'utf8')) : undefined;
  if (parsed && !parsed.ok) {
    report.problems.push({ file: shown, ...parsed.finding });
    return report;
  }
  const ids = report.checked.map((c) => (isObject(c.data) ? c.data.id : undefined)).filter((id): id is string => typeof id === 'string');
  report.problems.push(...defaultsProblems(parsed?.data, shown, ids));
  return report;
}
