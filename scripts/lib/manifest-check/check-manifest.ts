/**
 * Checks one manifest, in the order that keeps untrusted input cheap:
 *   1. size cap (from the file's size, before reading it)   2. depth cap (scan, before parsing)
 *   3. JSON syntax   4. schema (the generated standalone validator, as in the browser)
 *   5. cross-references, required routes and value rules   6. asset files (optional)
 * Steps 5-6 run even when the schema found problems (they read the data defensively), but a
 * finding at a pointer the schema already reported is dropped, so one mistake gives one line.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import { assetFindings } from './asset-checks';
import { depthFinding, MAX_BYTES, MAX_DEPTH, sizeFinding } from './caps';
import { parseJson } from './parse-json';
import { routeFindings } from './route-checks';
import { readRoutes, routesByPath } from './route-table';
import { schemaFindings } from './schema-errors';
import { requiredRouteFindings } from './required-routes';
import type { Finding, Json, Problem, ValidateFn } from './types';
import { valueFindings } from './value-checks';

export interface CheckOptions {
  validate: ValidateFn;
  /** The schema JSON, used only to word errors (allowed keys, exact lengths). */
  schema: () => Json;
  /** Check that referenced asset files exist with the declared PNG sizes (default true). */
  assets?: boolean;
  /** File names are printed relative to this folder (default: the current directory). */
  displayRoot?: string;
  maxBytes?: number;
  maxDepth?: number;
}

export interface Checked {
  file: string;
  problems: Problem[];
  /** The parsed manifest (defaults filled in when it passed the schema), when it parsed at all. */
  data?: unknown;
}

export const displayName = (file: string, root = process.cwd()): string => relative(root, file).split(sep).join('/');

export function checkManifestFile(file: string, options: CheckOptions): Checked {
  const shown = displayName(file, options.displayRoot);
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) return { file: shown, problems: [{ file: shown, pointer: '', message: 'file not found' }] };
  const tooBig = sizeFinding(stat.size, options.maxBytes);
  if (tooBig) return { file: shown, problems: [{ file: shown, ...tooBig }] };
  return checkManifestText(readFileSync(file, 'utf8'), shown, options, dirname(file));
}

/** `dir` is the manifest's folder for the asset check; without it assets are not checked. */
export function checkManifestText(text: string, shown: string, options: CheckOptions, dir?: string): Checked {
  const fail = (finding: Finding): Checked => ({ file: shown, problems: [{ file: shown, ...finding }] });
  const tooBig = sizeFinding(Buffer.byteLength(text), options.maxBytes ?? MAX_BYTES);
  if (tooBig) return fail(tooBig);
  const tooDeep = depthFinding(text, options.maxDepth ?? MAX_DEPTH);
  if (tooDeep) return fail(tooDeep);
  const parsed = parseJson(text);
  if (!parsed.ok) return fail(parsed.finding);
  const data = parsed.data;

  const schema = options.validate(data) ? [] : schemaFindings(options.validate.errors ?? [], data, options.schema());
  const reported = new Set(schema.map((f) => f.pointer));
  const routes = readRoutes(data);
  const served = routesByPath(routes);
  const cross = [
    ...routeFindings(data, routes, served),
    ...requiredRouteFindings(served),
    ...valueFindings(data),
    ...(dir !== undefined && options.assets !== false ? assetFindings(data, dir, displayName(dir, options.displayRoot)) : []),
  ].filter((f) => !reported.has(f.pointer));
  return { file: shown, data, problems: [...schema, ...cross].map((f) => ({ file: shown, ...f })) };
}
