// @vitest-environment node
// Rules the schema itself must keep (schema/merchant.schema.json):
// - every object has `additionalProperties: false` and every property a description (json-schema-
//   to-typescript turns descriptions into doc comments), directly or on the definition it $refs;
// - every `pattern` is safe from catastrophic backtracking (manifests are untrusted): anchored, no quantified
//   group that itself contains a quantifier, and fast on long near-miss inputs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { patternHints } from './pattern-hints';

const schema = readFileSync(new URL('../../../schema/merchant.schema.json', import.meta.url), 'utf8');

function patternsOf(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => patternsOf(n, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pattern' && typeof value === 'string') out.add(value);
      else if (key === 'patternProperties' && value && typeof value === 'object') Object.keys(value).forEach((p) => out.add(p));
      patternsOf(value, out);
    }
  }
  return out;
}

const parsed = JSON.parse(schema) as Record<string, unknown>;
const patterns = [...patternsOf(parsed)];

type Node = { [key: string]: unknown; properties?: Record<string, Node>; $ref?: string; description?: string };

function shapeProblems(node: unknown, path: string, definitions: Record<string, Node>, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n, i) => shapeProblems(n, `${path}/${i}`, definitions, out));
  if (!node || typeof node !== 'object' || Array.isArray(node)) return out;
  const n = node as Node;
  if ((n.type === 'object' || n.properties) && n.additionalProperties !== false) out.push(`${path}: additionalProperties is not false`);
  for (const [key, prop] of Object.entries(n.properties ?? {})) {
    const target = prop.$ref ? definitions[prop.$ref.replace('#/definitions/', '')] : undefined;
    if (!prop.description && !target?.description) out.push(`${path}/properties/${key}: no description`);
  }
  for (const [key, value] of Object.entries(n)) if (typeof value === 'object') shapeProblems(value, `${path}/${key}`, definitions, out);
  return out;
}

describe('schema shape', () => {
  it('closes every object and describes every property', () => {
    expect(shapeProblems(parsed, '#', parsed.definitions as Record<string, Node>)).toEqual([]);
  });

  it('names the migration policy and is at version 1', () => {
    expect(parsed.$comment).toMatch(/schema\/migrations\//);
    expect((parsed.properties as Record<string, Node>).schemaVersion).toMatchObject({ const: 2 });
  });
});

describe('schema patterns', () => {
  it.each(patterns)('%s is anchored, has no nested quantifier and a human hint', (pattern) => {
    expect(pattern.startsWith('^') && pattern.endsWith('$')).toBe(true);
    // a group containing a quantifier, itself followed by a quantifier: (a+)+ (x*y){2,}
    expect(pattern).not.toMatch(/\((?:[^()\\]|\\.)*[*+}](?:[^()\\]|\\.)*\)[*+{]/);
    expect(patternHints[pattern], 'add a wording to pattern-hints.ts').toBeTypeOf('string');
  });

  it.each(patterns)('%s answers in linear time on 100k-character near misses', (pattern) => {
    const re = new RegExp(pattern, 'u');
    const started = performance.now();
    for (const filler of ['a', '0', '/', '.', '-', ' ', 'A']) {
      re.test(`${filler.repeat(100_000)}!`);
      re.test(`https://${filler.repeat(100_000)}!`);
      re.test(`/m/${filler.repeat(100_000)}\n`);
    }
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('geetest.scriptBases pattern', () => {
  const definitions = parsed.definitions as Record<string, { properties: Record<string, { items: { pattern: string } }> }>;
  const pattern = new RegExp(definitions.GeetestConfig!.properties.scriptBases!.items.pattern);
  it.each(['https://static.geetest.com', 'https://cdn.brand.example:8443', 'http://localhost:4173', 'http://geetest.localhost', 'http://127.0.0.1:9000', '/__sandbox/geetest/cdn-a', '/a'])(
    'accepts %s', (base) => expect(pattern.test(base)).toBe(true));
  it.each(['//evil.example', '//evil.example/gt', '///evil.example', 'http://static.geetest.com', 'http://evil.example.localhost.evil', 'https://a.example/path', 'javascript:alert(1)', '/\\evil.example', '/', ''])(
    'refuses %s', (base) => expect(pattern.test(base)).toBe(false));
});
