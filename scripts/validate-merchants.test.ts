// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkFiles, checkManifestText, formatProblem, loadValidator, schemaLoader } from './lib/manifest-check/index';
import type { CheckOptions } from './lib/manifest-check/index';
import { brokenFixtures, expectedLine, FIXTURE_DIR, writeBrokenFixtures } from '../tests/fixtures/manifests/broken-fixtures';
import { run } from './validate-merchants';

const root = fileURLToPath(new URL('..', import.meta.url));
const valid = join(root, FIXTURE_DIR, 'valid.json');
const fixtures = brokenFixtures(root);
/** Where the CLI tests write fixtures as files (build/ is not tracked); output names them as FIXTURE_DIR does. */
const written = join(root, 'build/fixtures/manifests');
const asFixturePath = (line: string) => line.replaceAll(relative(root, written), FIXTURE_DIR);

let options: CheckOptions;
beforeAll(async () => {
  // Fixtures sit outside a merchant folder, so their asset paths point nowhere: no asset check.
  options = { validate: await loadValidator(root), schema: schemaLoader(root), assets: false, displayRoot: root };
});

describe('broken manifest fixtures (tests/fixtures/manifests/broken.json: patches over valid.json)', () => {
  it('valid.json prints nothing', () => {
    expect(checkFiles([valid], options).problems.map(formatProblem)).toEqual([]);
  });

  it('has at least 8 broken fixtures, each with its reason and at least one expected line', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
    for (const fixture of fixtures) {
      expect(fixture.why, fixture.name).not.toBe('');
      expect(fixture.expect.length, fixture.name).toBeGreaterThan(0);
    }
  });

  for (const fixture of fixtures) {
    it(`${fixture.name} prints exactly its expected lines (${fixture.why})`, () => {
      const problems = checkManifestText(fixture.text, `${FIXTURE_DIR}/${fixture.name}`, options).problems;
      const lines = problems.map(formatProblem);
      expect(lines).toHaveLength(fixture.expect.length);
      fixture.expect.forEach((line, i) => {
        const wanted = expectedLine(line);
        if (typeof wanted === 'string') expect(lines[i]).toBe(wanted);
        else expect(lines[i]).toMatch(wanted);
      });
    });
  }
});

const expectedFor = (name: string) => fixtures.find((f) => f.name === name)!.expect;

describe('validate-merchants CLI', () => {
  it('passes the real merchants with only the summary line on stdout', async () => {
    const lines: string[] = [];
    expect(await run([], (line) => lines.push(line), root)).toBe(0);
    expect(lines).toEqual(['3 manifests, 0 errors']);
  });

  it('prints one line per error, the summary, and exits 1 (fast launcher, as CI runs it)', () => {
    writeBrokenFixtures(root, written);
    const child = spawnSync(process.execPath, ['scripts/validate-merchants-fast.mjs', '--no-assets', relative(root, join(written, 'misspelt-key.json')), 'merchants/goldcrest/manifest.json'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    expect(child.stdout.trim().split('\n').map(asFixturePath)).toEqual([...expectedFor('misspelt-key.json'), '2 manifests, 2 errors']);
    expect(child.status).toBe(1);
  });

  it('reports a domain claimed by two manifests on the second one', () => {
    writeBrokenFixtures(root, written);
    const report = checkFiles([valid, join(written, 'unknown-route-id.json')], options);
    expect(report.problems.map(formatProblem).map(asFixturePath)).toContain(
      'tests/fixtures/manifests/unknown-route-id.json: /domains/0: domain "m.fixture.example" is already used by tests/fixtures/manifests/valid.json',
    );
  });
});
