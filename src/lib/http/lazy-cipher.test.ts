// @vitest-environment node
/// <reference types="node" />
// First-load speed: jsencrypt and crypto-js must not reach the first-load bundle. The bundler
// keeps them out only if every path to them is a dynamic import(); this checks the source so a
// stray static import fails here rather than in the byte budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const sources = (dir: string) =>
  readdirSync(join(root, dir))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => ({ name: `${dir}/${name}`, text: readFileSync(join(root, dir, name), 'utf8') }));

// `import ... from 'x'` or `import 'x'`, excluding `import type`.
const staticImports = (text: string) =>
  [...text.matchAll(/^import\s+(?!type\b)(?:[^'"]*?from\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '');

describe('lazy cipher loading', () => {
  it('lib/http imports only the leaf error/scheme files of lib/cipher statically', () => {
    for (const file of sources('http')) {
      for (const spec of staticImports(file.text)) {
        expect(spec, file.name).not.toMatch(/^(jsencrypt|crypto-js)/);
        if (spec.startsWith('@/lib/cipher')) expect(['@/lib/cipher/cipher-unavailable-error'], file.name).toContain(spec);
      }
    }
  });

  it('lib/cipher/index.ts loads the schemes (and so jsencrypt / crypto-js) with import() only', () => {
    const index = sources('cipher').find((file) => file.name === 'cipher/index.ts');
    const specs = staticImports(index?.text ?? '');
    expect(specs).not.toContain('./des-scheme');
    expect(specs).not.toContain('./aes-gcm-scheme');
    expect(index?.text).toContain("import('./des-scheme')");
    expect(specs.some((spec) => /^(jsencrypt|crypto-js)/.test(spec))).toBe(false);
  });

  it('never imports the crypto-js root and never calls Math.random', () => {
    for (const file of [...sources('http'), ...sources('cipher')]) {
      expect(file.text, file.name).not.toMatch(/from ['"]crypto-js['"]/);
      expect(file.text, file.name).not.toMatch(/Math\.random\(/);
    }
  });
});
