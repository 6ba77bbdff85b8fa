/**
 * `npm run merchant -- migrate [paths...]`: rewrites manifests written for an older schemaVersion
 * through the named steps in schema/migrations/, then checks the result. A manifest already at
 * the current version is left untouched (byte for byte).
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { migrate } from '../../schema/migrations/index';
import { listManifests } from '../lib/manifest-check/index';
import { parseJson } from '../lib/manifest-check/parse-json';
import { isObject } from '../lib/manifest-check/types';
import { checkPaths, formatFinding } from './check';
import { EXIT_CODES_HELP, EXIT_FINDINGS, EXIT_OK, parseFlags, withUsage } from './io';
import type { Io } from './io';
import { currentSchemaVersion } from './migrations';

export const help = `usage: npm run merchant -- migrate [paths...] [--dry-run]

Upgrades manifests to the current schemaVersion through the named migrations in
schema/migrations/ (each one a step from one version to the next), writes them back, and checks
them. Without paths: every merchants/<id>/manifest.json. A path is a manifest file, or a folder
of <id>/manifest.json folders. Manifests at the current version are not touched.

  --dry-run   print what would change, write nothing

${EXIT_CODES_HELP}`;

export async function run(argv: string[], io: Io): Promise<number> {
  return withUsage(io, help, async () => {
    const { values, positionals } = parseFlags(argv, { 'dry-run': { type: 'boolean' } });
    if (values.help) {
      io.stdout(help);
      return EXIT_OK;
    }
    const root = io.cwd;
    const target = currentSchemaVersion(root);
    const files = (positionals.length ? positionals : ['merchants']).flatMap((p) => {
      const full = resolve(root, p);
      return statSync(full, { throwIfNoEntry: false })?.isDirectory() ? listManifests(full) : [full];
    });
    let failed = 0;
    const written: string[] = [];
    for (const file of files) {
      const shown = relative(root, file);
      if (!existsSync(file)) {
        io.stderr(`${shown}: file not found`);
        failed++;
        continue;
      }
      const parsed = parseJson(readFileSync(file, 'utf8'));
      if (!parsed.ok || !isObject(parsed.data)) {
        io.stderr(`${shown}: ${parsed.ok ? 'not a JSON object' : parsed.finding.message}: fix it first (npm run merchant -- check ${shown})`);
        failed++;
        continue;
      }
      const version = parsed.data.schemaVersion;
      if (typeof version === 'number' && version > target) {
        io.stderr(`${shown}: schemaVersion ${version} is newer than this schema (${target}): update the app instead`);
        failed++;
        continue;
      }
      if (version === target) {
        io.stdout(`${shown}: already at schemaVersion ${target}`);
        continue;
      }
      let result;
      try {
        result = migrate(parsed.data, target);
      } catch (error) {
        io.stderr(`${shown}: ${(error as Error).message}`);
        failed++;
        continue;
      }
      io.stdout(`${shown}: ${result.applied.join(', ')}${values['dry-run'] ? ' (dry run, not written)' : ''}`);
      for (const note of result.notes) io.stdout(`  to do by hand: ${note}`);
      if (!values['dry-run']) {
        writeFileSync(file, `${JSON.stringify(result.doc, null, 2)}\n`);
        written.push(file);
      }
    }
    if (written.length) {
      const check = await checkPaths(root, written.map((f) => join(relative(root, f))));
      for (const f of check.findings) (f.severity === 'error' ? io.stderr : io.stdout)(formatFinding(f));
      if (check.errors) {
        io.stderr(`${check.errors} error(s) left after migrating: fix them by hand, then run npm run merchant -- check`);
        failed++;
      }
    }
    return failed ? EXIT_FINDINGS : EXIT_OK;
  });
}
