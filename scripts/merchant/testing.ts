import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Io } from './io.ts';

/** An Io that keeps what a command prints, with no terminal. */
export function captureIo(cwd: string): Io & { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    stdout: (text: string) => void (out += `${text}\n`),
    stderr: (text: string) => void (err += `${text}\n`),
    isTTY: false,
    cwd,
    out: () => out,
    err: () => err,
  };
}

export const repoRoot = join(import.meta.dirname, '../..');

/**
 * A temporary root whose merchants/ holds copies of this repository's manifests, each changed by
 * `edit` (by id): a change in place, or the file's new text as a string.
 */
export function merchantsCopy(edit: Record<string, (m: Record<string, unknown>) => unknown> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'merchant-cli-'));
  for (const id of ['goldcrest', 'luckyvn', 'siamspin']) {
    mkdirSync(join(root, 'merchants', id), { recursive: true });
    cpSync(join(repoRoot, 'merchants', id, 'manifest.json'), join(root, 'merchants', id, 'manifest.json'));
  }
  for (const [id, change] of Object.entries(edit)) {
    const source = join(root, 'merchants', id, 'manifest.json');
    const manifest = JSON.parse(readFileSync(source, 'utf8')) as Record<string, unknown>;
    const result = change(manifest);
    writeFileSync(source, typeof result === 'string' ? result : JSON.stringify(manifest, null, 2));
  }
  return root;
}
