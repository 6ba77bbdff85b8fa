// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Docs and comments point only at what a reader of the repository can open:
 *
 * (a) No citation of a document kept outside the repository (the design notes, the product
 *     document, a folder beside the checkout). State the rule itself, or point to docs/.
 * (b) Every file path a doc (docs/*.md, README.md) or a source comment (src/, scripts/, sandbox/,
 *     tests/) names exists. A path counts when it has a slash and one of the extensions below; it
 *     resolves from the repository root, from src/ (`flows/pwa/index.ts`), or from the folder of
 *     the file that names it or a folder above that one. A doc may also write a path from the
 *     folder its section is about (`lobby/lobby-parts.ts` in the lobby's section): there, any
 *     file whose path ends with it will do.
 *
 * Files are listed by git (tracked, plus new files not ignored), so a build's output never counts.
 *
 *   '// The shell mounts it (app/shell-overlays.tsx).'  → "src/flows/pwa/pwa-overlay.tsx:5: app/shell-overlays.tsx"
 */
const root = new URL('..', import.meta.url).pathname;
const SELF = 'scripts/doc-references.test.ts';

/** (a) What a citation of an outside document looks like. Upper case: docs/architecture.md is ours. */
const OUTSIDE = [
  { name: 'quality notes', pattern: /\bQUALITY\.md\b/ },
  { name: 'architecture notes', pattern: /\bARCHITECTURE\.md\b/ },
  { name: 'product document', pattern: /product[-]spec/i }, // the class keeps this line from matching itself
  { name: 'folder beside the repository', pattern: /(?:\.\.\/|\/work\/)shared\//i },
  { name: 'section of the product document', pattern: /\bspec\s*§/i },
];
/** (a) Files excused from one pattern, with the reason. */
const OUTSIDE_EXEMPT = [
  { file: 'scripts/no-spec-pointers.test.ts', name: 'section of the product document', why: 'its own check of the same pointers spells one in its pattern' },
];

/** (b) A path-like reference: optional ./, ../ or the @/ alias, segments, a known extension. */
const REF = /(?<![\w@./-])(?:\.{1,2}\/|@\/)?[\w.-]+(?:\/[\w.-]+)+\.(?:tsx|ts|mjs|json|js|md|css|html|conf)(?![\w/-])(?!\.\w)/g;
/** A word around a reference that makes it no file of ours: a URL, a glob, a placeholder. */
const NOT_A_FILE = /:\/\/|[*<>{}$…]|node_modules\//;
/** Output folders, never sources: the build (dist/ and its dist-… copies, build/), Playwright's, and paths inside the built site (dist/m/…). */
const BUILD_OUTPUT = /^(?:dist|dist-[\w-]+|build|test-results|coverage|m|assets|hosts)\//;
/** A host name written without its scheme (`static.geetest.com/v4/gt4.js`). */
const HOST = /^[\w-]+(?:\.[\w-]+)+\//;

/**
 * (b) References that are deliberately to files that do not exist here. Keep it short: a stale
 * path belongs fixed, not listed.
 */
const ALLOWED: { file: string; ref: string | RegExp; why: string }[] = [
  { file: 'docs/onboarding.md', ref: 'merchants/demo/manifest.json', why: 'the walk-through creates this merchant' },
  { file: 'docs/manifest-reference.md', ref: '../../schema/merchant.schema.json', why: 'a `$schema` value, written from a merchant folder' },
  { file: 'docs/deployment.md', ref: /^platform_browser\//, why: "Firebase's SDK sources, on GitHub (the full URLs are beside them)" },
  { file: 'src/flows/auth/captcha/load-provider-script.ts', ref: 'cdn-a/v4/gt4.js', why: 'a script URL in a worked example: a base path plus the file' },
  { file: 'src/lib/preload-helper.ts', ref: './install-shell-x.js', why: "a built chunk's made-up name in a worked example" },
];

const DOC = /^(?:docs\/[^/]+\.md|README\.md)$/;
const SOURCE = /^(?:src|scripts|sandbox|tests)\/.*\.(?:tsx?|mts|cts|mjs|cjs|js|css)$/;

function listFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '');
}

function read(file: string): string | null {
  try {
    const text = readFileSync(posix.join(root, file), 'utf8');
    return text.includes('\0') ? null : text; // binary
  } catch {
    return null; // listed but gone from the worktree (a deletion not yet committed)
  }
}

/**
 * The comment text of each line ('' for none): a `//` comment, a trailing ` // …`, and `/* … *\/`
 * blocks (JSX's `{/* … *\/}` and CSS's too). Strings and code are left out; a ` // ` inside a
 * string would count, which is rare enough.
 */
function commentLines(text: string): string[] {
  let inBlock = false;
  return text.split('\n').map((line) => {
    if (inBlock) {
      const end = line.indexOf('*/');
      if (end < 0) return line;
      inBlock = false;
      return line.slice(0, end);
    }
    const lineComment = /(?:^|\s)\/\/(?:\s|$|\/)/.exec(line);
    const block = /(?:^|\s|\{)\/\*/.exec(line);
    if (lineComment && (!block || lineComment.index < block.index)) return line.slice(lineComment.index);
    if (!block) return '';
    const rest = line.slice(block.index);
    if (!rest.slice(2).includes('*/')) inBlock = true;
    return rest;
  });
}

/** The path-like references of one line, with the whitespace-delimited word each sits in. */
function referencesIn(line: string): string[] {
  return [...line.matchAll(REF)].flatMap((match) => {
    const start = line.lastIndexOf(' ', match.index) + 1;
    const end = line.indexOf(' ', match.index + match[0].length);
    const word = line.slice(start, end < 0 ? undefined : end);
    const ref = match[0];
    if (NOT_A_FILE.test(word) || BUILD_OUTPUT.test(ref) || HOST.test(ref)) return [];
    return [ref];
  });
}

/** Whether `ref`, named in `file`, is a file of `known` (see the header for where it may start). */
function resolves(ref: string, file: string, known: Set<string>, knownList: string[]): boolean {
  const path = ref.startsWith('@/') ? `src/${ref.slice(2)}` : ref;
  const bases = ['.', 'src'];
  for (let dir = posix.dirname(file); dir !== '.'; dir = posix.dirname(dir)) bases.push(dir);
  if (bases.some((base) => known.has(posix.normalize(posix.join(base, path))))) return true;
  if (!DOC.test(file) || path.startsWith('../')) return false;
  const tail = `/${path.replace(/^\.\//, '')}`;
  return knownList.some((k) => k.endsWith(tail));
}

const allowed = (file: string, ref: string) =>
  ALLOWED.some((a) => a.file === file && (typeof a.ref === 'string' ? a.ref === ref : a.ref.test(ref)));

function outsideCitations(files: string[]): string[] {
  const hits: string[] = [];
  for (const file of files) {
    if (file === SELF || file === 'package-lock.json') continue; // the lock: third parties' metadata
    const text = read(file);
    if (text === null) continue;
    text.split('\n').forEach((line, index) => {
      for (const { name, pattern } of OUTSIDE) {
        if (!pattern.test(line) || OUTSIDE_EXEMPT.some((e) => e.file === file && e.name === name)) continue;
        hits.push(`${file}:${index + 1}: ${name}: ${line.trim()}`);
      }
    });
  }
  return hits;
}

function staleReferences(files: string[]): string[] {
  const known = new Set(files);
  const stale: string[] = [];
  for (const file of files) {
    if (file === SELF || !(DOC.test(file) || SOURCE.test(file))) continue;
    const text = read(file);
    if (text === null) continue;
    const lines = DOC.test(file) ? text.split('\n') : commentLines(text);
    lines.forEach((line, index) => {
      for (const ref of referencesIn(line)) {
        if (!allowed(file, ref) && !resolves(ref, file, known, files)) stale.push(`${file}:${index + 1}: ${ref}`);
      }
    });
  }
  return stale;
}

describe('doc and comment references', () => {
  it('the citation patterns catch outside documents and leave ours alone', () => {
    // Spelled in parts, so that no scan of this file's text finds a citation in it.
    const [quality, architecture, shared, spec] = ['QUALITY', 'ARCHITECTURE', 'shared', 'spec'];
    const cited = [`the floor of ${quality}.md's budget`, `(../${shared}/design/${architecture}.md)`, `/work/${shared}/${spec}/product-${spec}.md`, `(${spec} §4)`];
    expect(cited.map((line) => OUTSIDE.some(({ pattern }) => pattern.test(line)))).toEqual([true, true, true, true]);
    for (const fine of ['docs/architecture.md, "First load"', 'docs/quality.md', 'the architecture notes', 'a spec file: login.spec.ts']) {
      expect(OUTSIDE.some(({ pattern }) => pattern.test(fine)), fine).toBe(false);
    }
  });

  it('comments are read, code is not', () => {
    const source = [
      "import { x } from './gone.ts';",
      "const a = 'src/gone.ts'; // trailing: app/one.tsx",
      '/**',
      ' * block: lib/two.ts',
      ' */',
      '<div>{/* jsx: ui/three.tsx */}</div>',
      "const url = 'https://example.com/four.js';",
    ].join('\n');
    expect(commentLines(source).flatMap(referencesIn)).toEqual(['app/one.tsx', 'lib/two.ts', 'ui/three.tsx']);
  });

  it('finds paths, and skips URLs, globs, placeholders and build output', () => {
    const line = 'see `src/policy/follow-checked.ts`, @/locales/member/EN.json and ../x/y.md. Not https://cdn.example/a/b.js, src/**/*.ts, merchants/<id>/manifest.json, dist/m/sw.js, m/hosts/_default.json, static.geetest.com/v4/gt4.js, node_modules/a/b.js';
    expect(referencesIn(line)).toEqual(['src/policy/follow-checked.ts', '@/locales/member/EN.json', '../x/y.md']);
  });

  it('resolves from the root, from src/, from the naming file’s folders, and in docs from a section’s folder', () => {
    const files = ['src/flows/pwa/index.ts', 'src/app/flows.tsx', 'src/flows/games/lobby/lobby-parts.ts', 'docs/testing.md', 'tests/e2e/login.spec.ts'];
    const known = new Set(files);
    const ok = (ref: string, from: string) => resolves(ref, from, known, files);
    expect(ok('src/flows/pwa/index.ts', 'README.md')).toBe(true);
    expect(ok('flows/pwa/index.ts', 'src/app/boot.ts')).toBe(true);
    expect(ok('@/flows/pwa/index.ts', 'src/app/boot.ts')).toBe(true);
    expect(ok('../app/flows.tsx', 'src/flows/x.ts')).toBe(true);
    expect(ok('e2e/login.spec.ts', 'tests/e2e/support/guards.ts')).toBe(true);
    expect(ok('lobby/lobby-parts.ts', 'docs/architecture.md')).toBe(true);
    expect(ok('lobby/lobby-parts.ts', 'src/app/boot.ts')).toBe(false); // code says where it is
    expect(ok('app/shell-overlays.tsx', 'src/flows/pwa/pwa-overlay.tsx')).toBe(false);
    expect(ok('lib/wire/calls.ts', 'docs/architecture.md')).toBe(false);
  });

  const files = listFiles();

  it('no tracked file cites a document kept outside the repository', () => {
    expect(outsideCitations(files), 'state the rule itself, or point to a doc in docs/').toEqual([]);
  });

  it('every path a doc or a source comment names exists', () => {
    expect(staleReferences(files), 'point to the file that holds it now (or list a deliberate example in ALLOWED, with why)').toEqual([]);
  });
});
