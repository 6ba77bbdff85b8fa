// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkFiles, checkManifestText, formatProblem, loadValidator, schemaLoader } from './lib/manifest-check/index';
import type { CheckOptions } from './lib/manifest-check/index';
import { run } from './validate-merchants';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixtures = join(root, 'tests/fixtures/manifests');
const expected = JSON.parse(readFileSync(join(fixtures, 'expected.json'), 'utf8')) as Record<string, string[]>;

let options: CheckOptions;
beforeAll(async () => {
  // Fixtures sit outside a merchant folder, so their asset paths point nowhere: no asset check.
  options = { validate: await loadValidator(root), schema: schemaLoader(root), assets: false, displayRoot: root };
});

/** A valid manifest padded past the 256 KiB cap, built here instead of committing a big file. */
function tooBigText(): string {
  const manifest = JSON.parse(readFileSync(join(fixtures, 'valid.json'), 'utf8')) as { templates: { appDescription: string } };
  manifest.templates.appDescription = 'x'.repeat(270 * 1024);
  return JSON.stringify(manifest, null, 2);
}

describe('broken manifest fixtures', () => {
  it('has at least 8 broken fixtures and one expected entry per fixture file', () => {
    const files = ['too-big.json', ...readdirJson()].sort();
    expect(Object.keys(expected).sort()).toEqual(files);
    expect(Object.values(expected).filter((lines) => lines.length > 0).length).toBeGreaterThanOrEqual(8);
  });

  for (const [name, lines] of Object.entries(expected)) {
    it(`${name} prints exactly its expected lines`, () => {
      const file = join(fixtures, name);
      const problems = existsSync(file)
        ? checkFiles([file], options).problems
        : checkManifestText(tooBigText(), `tests/fixtures/manifests/${name}`, options).problems;
      expect(problems.map(formatProblem)).toEqual(lines);
    });
  }
});

function readdirJson(): string[] {
  return Object.keys(expected).filter((name) => existsSync(join(fixtures, name)));
}

describe('validate-merchants CLI', () => {
  it('passes the real merchants with only the summary line on stdout', async () => {
    const lines: string[] = [];
    expect(await run([], (line) => lines.push(line), root)).toBe(0);
    expect(lines).toEqual(['3 manifests, 0 errors']);
  });

  it('prints one line per error, the summary, and exits 1 (fast launcher, as CI runs it)', () => {
    const child = spawnSync(process.execPath, ['scripts/validate-merchants-fast.mjs', '--no-assets', 'tests/fixtures/manifests/misspelt-key.json', 'merchants/goldcrest/manifest.json'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    expect(child.stdout.trim().split('\n')).toEqual([...expected['misspelt-key.json']!, '2 manifests, 2 errors']);
    expect(child.status).toBe(1);
  });

  it('reports a domain claimed by two manifests on the second one', () => {
    const report = checkFiles([join(fixtures, 'valid.json'), join(fixtures, 'unknown-route-id.json')], options);
    expect(report.problems.map(formatProblem)).toContain(
      'tests/fixtures/manifests/unknown-route-id.json: /domains/0: domain "m.fixture.example" is already used by tests/fixtures/manifests/valid.json',
    );
  });
});
