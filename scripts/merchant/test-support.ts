/**
 * For the commands' unit tests: an Io that records what a command prints and answers its
 * questions from a list, and a throw-away copy of the data the commands read and write
 * (merchants/, schema/, the template, the generated validator, locale file names).
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Io } from './io';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RecordingIo extends Io {
  out: string[];
  err: string[];
  questions: string[];
}

export function recordingIo(cwd: string, answers?: string[]): RecordingIo {
  const out: string[] = [];
  const err: string[] = [];
  const questions: string[] = [];
  const pending = [...(answers ?? [])];
  return {
    out,
    err,
    questions,
    stdout: (line) => out.push(...line.split('\n')),
    stderr: (line) => err.push(...line.split('\n')),
    isTTY: answers !== undefined,
    prompt: answers === undefined ? undefined : async (question) => {
      questions.push(question);
      return pending.shift() ?? '';
    },
    cwd,
  };
}

/** A temporary repository with the real merchants, schema, template and validator. */
export function tempRepo(): string {
  const root = mkdtempSync(join(tmpdir(), 'merchant-cli-'));
  cpSync(join(repoRoot, 'merchants'), join(root, 'merchants'), { recursive: true });
  cpSync(join(repoRoot, 'schema/merchant.schema.json'), join(root, 'schema/merchant.schema.json'));
  cpSync(join(repoRoot, 'scripts/merchant/template'), join(root, 'scripts/merchant/template'), { recursive: true });
  cpSync(join(repoRoot, 'src/runtime/validate-manifest.generated.js'), join(root, 'src/runtime/validate-manifest.generated.js'));
  mkdirSync(join(root, 'src/locales'), { recursive: true });
  for (const f of readdirSync(join(repoRoot, 'src/locales')).filter((n) => n.endsWith('.json'))) writeFileSync(join(root, 'src/locales', f), '{}');
  return root;
}
