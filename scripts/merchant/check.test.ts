// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenFixtures, FIXTURE_DIR } from '../../tests/fixtures/manifests/broken-fixtures';
import { run } from './check';
import type { CheckFinding, CheckResult } from './check';
import { writeCorpus } from './fixtures/corpus';
import type { CorpusCase } from './fixtures/corpus';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE } from './io';
import { recordingIo, repoRoot, tempRepo } from './test-support';

const outputSchema = JSON.parse(readFileSync(join(repoRoot, 'scripts/merchant/check-output.schema.json'), 'utf8')) as object;
const validateOutput = new Ajv({ strict: true, allErrors: true }).compile<CheckResult>(outputSchema);

/** `check --json <args>` from the repository root: its exit code and its parsed, schema-checked output. */
async function checkJson(args: string[], cwd = repoRoot): Promise<{ code: number; result: CheckResult }> {
  const io = recordingIo(cwd);
  const code = await run(['--json', ...args], io);
  const result = JSON.parse(io.out.join('\n')) as unknown;
  expect(validateOutput(result), JSON.stringify(validateOutput.errors)).toBe(true);
  return { code, result: result as CheckResult };
}

let dir: string;
let corpus: CorpusCase[];
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'merchant-corpus-'));
  corpus = writeCorpus(repoRoot, dir);
}, 60_000); // the asset cases draw a merchant's splash images
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('merchant check', () => {
  it('passes the real merchants with no finding, and prints a summary line', async () => {
    const io = recordingIo(repoRoot);
    expect(await run([], io)).toBe(EXIT_OK);
    expect(io.out).toEqual(['3 manifests, 0 errors, 0 warnings']);
    const { result } = await checkJson([]);
    expect(result).toEqual({ manifests: 3, errors: 0, warnings: 0, findings: [] });
  });

  it('the --json output schema is strict: an unknown field or a missing suggestion fails it', () => {
    const finding: CheckFinding = { file: 'f.json', pointer: '/a', line: 1, column: 1, severity: 'error', message: 'm', suggestion: 's' };
    expect(validateOutput({ manifests: 1, errors: 1, warnings: 0, findings: [finding] })).toBe(true);
    expect(validateOutput({ manifests: 1, errors: 1, warnings: 0, findings: [{ ...finding, extra: 1 }] })).toBe(false);
    expect(validateOutput({ manifests: 1, errors: 1, warnings: 0, findings: [{ ...finding, suggestion: '' }] })).toBe(false);
    expect(validateOutput({ manifests: 1, errors: 1, warnings: 0, findings: [{ ...finding, severity: 'info' }] })).toBe(false);
    expect(validateOutput({ manifests: 1, errors: 1, warnings: 0, findings: [{ ...finding, pointer: 'a' }] })).toBe(false);
  });

  it('the corpus has a case for every kind of mistake', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
  });

  describe('each broken manifest of the corpus (scripts/merchant/fixtures/broken.json)', () => {
    it.each(Object.keys(JSON.parse(readFileSync(join(repoRoot, 'scripts/merchant/fixtures/broken.json'), 'utf8')) as object))('%s', async (name) => {
      const c = corpus.find((k) => k.name === name)!;
      const { code, result } = await checkJson([...(c.assets ? [] : ['--no-assets']), c.file]);
      const shown = relative(repoRoot, c.file);
      const mine = result.findings.filter((f) => f.file === shown);
      expect(mine.length, c.why).toBeGreaterThan(0);
      for (const want of c.expect) {
        const hit = mine.find((f) => f.pointer === want.pointer && f.severity === (want.severity ?? 'error') && f.suggestion.includes(want.suggestion));
        expect(hit, `${name}: ${JSON.stringify(want)} in\n${JSON.stringify(mine, null, 2)}`).toBeDefined();
        if (want.line !== undefined) expect(hit!.line, name).toBe(want.line);
        if (want.column !== undefined) expect(hit!.column, name).toBe(want.column);
      }
      for (const f of mine) if (f.pointer !== '' || f.message.includes('line')) expect(f.line, `${name}: ${f.message}`).toBeGreaterThan(0);
      expect(code).toBe(c.expect.some((e) => (e.severity ?? 'error') === 'error') ? EXIT_FINDINGS : EXIT_OK);
    });
  });

  describe('the validator corpus (tests/fixtures/manifests/broken.json): same pointers, each with a fix', () => {
    const written = join(tmpdir(), `merchant-validator-corpus-${process.pid}`);
    afterAll(() => rmSync(written, { recursive: true, force: true }));
    it.each(brokenFixtures(repoRoot).map((f) => [f.name, f] as const))('%s', async (name, fixture) => {
      rmSync(written, { recursive: true, force: true });
      const file = join(written, name);
      (await import('node:fs')).mkdirSync(written, { recursive: true });
      writeFileSync(file, fixture.text);
      const { code, result } = await checkJson(['--no-assets', file]);
      expect(code).toBe(EXIT_FINDINGS);
      const pointers = fixture.expect.map((line) => line.slice(`${FIXTURE_DIR}/${name}: `.length).split(': ')[0]!.replace(/^\/$/, ''));
      for (const p of pointers) expect(result.findings.map((f) => f.pointer), name).toContain(p);
      for (const f of result.findings) expect(f.suggestion.length, f.message).toBeGreaterThan(0);
    });
  });

  it('prints file:line:column, the severity, the pointer and the fix', async () => {
    const c = corpus.find((k) => k.name === 'misspelt-nested-key.json')!;
    const io = recordingIo(repoRoot);
    expect(await run(['--no-assets', c.file], io)).toBe(EXIT_FINDINGS);
    expect(io.out).toContain(`${relative(repoRoot, c.file)}:26:5: error: /theme/primaryColour: unknown property (did you mean "primaryColor"?)`);
    expect(io.out).toContain('    fix: rename "primaryColour" to "primaryColor"');
    expect(io.out.at(-1)).toBe('1 manifest, 2 errors, 0 warnings');
  });

  it('warns about a supported language without a locale file', async () => {
    const root = tempRepo();
    try {
      rmSync(join(root, 'src/locales/UR.json'));
      const { code, result } = await checkJson([], root);
      expect(code).toBe(EXIT_OK);
      expect(result.findings).toEqual([expect.objectContaining({ file: 'merchants/goldcrest/manifest.json', pointer: '/languages/supported/1', severity: 'warning', message: expect.stringContaining('src/locales/UR.json') })]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds a domain two merchants claim, at its line', async () => {
    const root = tempRepo();
    try {
      const file = join(root, 'merchants/siamspin/manifest.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace('"www.siamspin.example"', '"www.goldcrest.example"'));
      const { code, result } = await checkJson([], root);
      expect(code).toBe(EXIT_FINDINGS);
      expect(result.findings).toEqual([expect.objectContaining({ file: 'merchants/siamspin/manifest.json', severity: 'error', message: expect.stringContaining('domain "www.goldcrest.example" is already used by merchants/goldcrest/manifest.json'), line: expect.any(Number) })]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a missing file is an error with a fix; an unknown flag is a usage error', async () => {
    const { code, result } = await checkJson(['merchants/nobody/manifest.json']);
    expect(code).toBe(EXIT_FINDINGS);
    expect(result.findings[0]).toMatchObject({ file: 'merchants/nobody/manifest.json', message: 'file not found', suggestion: expect.stringContaining('existing') });
    const io = recordingIo(repoRoot);
    expect(await run(['--jsn'], io)).toBe(EXIT_USAGE);
    expect(io.err[0]).toContain("Unknown option '--jsn'");
  });

  it('--help names the warnings and the exit codes', async () => {
    const io = recordingIo(repoRoot);
    expect(await run(['--help'], io)).toBe(EXIT_OK);
    expect(io.out.join('\n')).toMatch(/contrast below 4\.5:1[\s\S]*Exit codes/);
  });
});
