// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A comment or doc that points at a numbered section of the product document tells a later maintainer nothing: they cannot
 * open it from the repository. Comments and docs state the behaviour in our own words, or
 * point to a document in the repository (docs/*.md). This keeps pointers to its sections
 * out of every tracked file under the folders below; "wire contract section N" (docs/) is fine.
 */
const root = new URL('..', import.meta.url).pathname;
const SCANNED = ['src', 'sandbox', 'scripts', 'tests', 'docs', 'schema', 'README.md'];
const SELF = 'scripts/no-spec-pointers.test.ts';
const SPEC_POINTER = /\b(product[- ])?spec(ification)?('s)? sections? \d|spec §/i;
/** The same pointer wrapped onto the next comment line: "(spec\n * section 4)". */
const WRAPPED_POINTER = /\b(product[- ])?spec(ification)?('s)?\s*\n[\s*/#-]*sections? \d/gi;

function specPointers(): string[] {
  const files = execFileSync('git', ['ls-files', '-z', '--', ...SCANNED], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && file !== SELF);
  const hits: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // listed but gone from the worktree (a deletion not yet committed)
    }
    if (text.includes('\0')) continue; // binary
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      if (SPEC_POINTER.test(line)) hits.push(`${file}:${index + 1}: ${line.trim()}`);
    });
    for (const match of text.matchAll(WRAPPED_POINTER)) {
      const index = text.slice(0, match.index).split('\n').length - 1;
      hits.push(`${file}:${index + 1}: ${lines[index]?.trim() ?? ''}`);
    }
  }
  return hits;
}

describe('no pointers to the product document, which is not in the repository', () => {
  it('the pattern catches the usual ways of writing one, and leaves in-repo pointers alone', () => {
    // Spelled in parts, so that this file is not itself such a pointer.
    const [spec, section] = ['spec', 'section'];
    for (const pointer of [`(${spec} ${section} 4 "Login state")`, `Spec ${section} 8: a path`, `product-${spec} ${section} 7`, `product ${spec} ${section} 2`, `${spec} ${section}s 2 and 8`, `the ${spec}'s ${section} 3`, `${spec} §5`]) {
      expect(pointer).toMatch(SPEC_POINTER);
    }
    expect(' * check (spec\n * section 4) hashes').toMatch(new RegExp(WRAPPED_POINTER.source, 'i'));
    for (const fine of ['docs/wire-contract.md section 6', 'wire contract section 5', 'e2e/login.spec.ts', 'inspect section 4']) {
      expect(fine).not.toMatch(SPEC_POINTER);
    }
  });

  it('no tracked file under src, sandbox, scripts, tests, docs, schema or README.md has one', () => {
    expect(specPointers(), 'state the rule itself, or point to a doc in docs/').toEqual([]);
  });
});
