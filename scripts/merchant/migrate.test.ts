// @vitest-environment node
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run as check } from './check';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE } from './io';
import { run } from './migrate';
import { recordingIo, repoRoot, tempRepo } from './test-support';

let root: string;
beforeEach(() => {
  root = tempRepo();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const V1 = join(repoRoot, 'schema/migrations/fixtures/v1.json');

/** goldcrest replaced by its version-1 form (same id, so its assets still match). */
function oldGoldcrest(): string {
  const file = join(root, 'merchants/goldcrest/manifest.json');
  const v1 = JSON.parse(readFileSync(V1, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...v1, id: 'goldcrest' }, null, 2));
  return file;
}

describe('merchant migrate', () => {
  it('check on an old manifest says to run migrate; migrate upgrades it and check passes', async () => {
    const file = oldGoldcrest();
    const before = recordingIo(root);
    expect(await check(['--json'], before)).toBe(EXIT_FINDINGS);
    expect(JSON.parse(before.out.join('\n')).findings).toContainEqual(expect.objectContaining({
      file: 'merchants/goldcrest/manifest.json', pointer: '/schemaVersion', line: 3,
      suggestion: 'run npm run merchant -- migrate merchants/goldcrest/manifest.json',
    }));
    const io = recordingIo(root);
    expect(await run([], io)).toBe(EXIT_OK);
    expect(io.out).toContain('merchants/goldcrest/manifest.json: 1→2 lobby, promotions and chat fields');
    expect(io.out).toContain('merchants/luckyvn/manifest.json: already at schemaVersion 2');
    expect(io.out.some((l) => l.startsWith('  to do by hand: games.imageOrigins'))).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8')).schemaVersion).toBe(2);
    expect(await check([], recordingIo(root))).toBe(EXIT_OK);
  });

  it('leaves a current manifest byte for byte', async () => {
    const file = join(root, 'merchants/luckyvn/manifest.json');
    const before = readFileSync(file, 'utf8');
    expect(await run(['merchants/luckyvn/manifest.json'], recordingIo(root))).toBe(EXIT_OK);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('--dry-run writes nothing', async () => {
    const file = oldGoldcrest();
    const before = readFileSync(file, 'utf8');
    const io = recordingIo(root);
    expect(await run(['--dry-run', 'merchants/goldcrest/manifest.json'], io)).toBe(EXIT_OK);
    expect(io.out[0]).toContain('(dry run, not written)');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('fails on a file that is missing, not JSON, or newer than the schema', async () => {
    writeFileSync(join(root, 'broken.json'), '{"schemaVersion": 1,');
    writeFileSync(join(root, 'future.json'), '{"schemaVersion": 9}');
    const io = recordingIo(root);
    expect(await run(['nowhere.json', 'broken.json', 'future.json'], io)).toBe(EXIT_FINDINGS);
    expect(io.err).toEqual([
      'nowhere.json: file not found',
      expect.stringMatching(/^broken.json: invalid JSON.*: fix it first \(npm run merchant -- check broken.json\)$/),
      'future.json: schemaVersion 9 is newer than this schema (2): update the app instead',
    ]);
  });

  it('reports what is left when the migrated manifest still has errors', async () => {
    copyFileSync(V1, join(root, 'v1.json'));
    const io = recordingIo(root);
    // The fixture sits outside a merchant folder: its assets are missing.
    expect(await run(['v1.json'], io)).toBe(EXIT_FINDINGS);
    expect(io.err.some((l) => l.includes('asset not found'))).toBe(true);
    expect(io.err.at(-1)).toMatch(/error\(s\) left after migrating/);
  });

  it('usage error for an unknown flag; --help', async () => {
    expect(await run(['--all'], recordingIo(root))).toBe(EXIT_USAGE);
    const io = recordingIo(root);
    expect(await run(['--help'], io)).toBe(EXIT_OK);
    expect(io.out.join('\n')).toContain('schema/migrations/');
  });
});
