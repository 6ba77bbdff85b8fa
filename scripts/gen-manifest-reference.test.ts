// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { referenceFile, render, renderFromDisk, root, type SchemaNode } from './gen-manifest-reference';

const schema = () => JSON.parse(readFileSync(join(root, 'schema/merchant.schema.json'), 'utf8')) as SchemaNode & { properties: Record<string, SchemaNode>; definitions: Record<string, SchemaNode> };

describe('docs/manifest-reference.md', () => {
  it('is what the schema and merchants/ generate today (else run `npm run gen`)', () => {
    expect(readFileSync(referenceFile, 'utf8') === renderFromDisk(), 'docs/manifest-reference.md is stale: run `npm run gen`').toBe(true);
  });

  it('has a section for every top-level property and a row for nested ones, with type, default, allowed values and example', () => {
    const text = renderFromDisk();
    for (const key of Object.keys(schema().properties)) expect(text).toContain(`## ${key}\n`);
    const row = (path: string) => text.split('\n').find((l) => l.startsWith(`| \`${path}\` |`))?.split(' | ');
    expect(row('overlays.marquee.speedPxPerSecond')).toEqual(expect.arrayContaining(['number', 'no', '`60`', '> 0; ≤ 1000']));
    expect(row('security.cipher')?.join(' | ')).toContain('one of `"DES"`, `"AES-GCM"`');
    expect(row('routes[].access')?.[6]).toBe('`"public"` |'); // an example from a real manifest
    expect(row('pageMeta["/m/home"].title')).toBeDefined();
  });

  it('a change to the schema changes the document (the staleness check can fail)', () => {
    const changed = schema();
    changed.definitions.Theme!.description = 'A new description nobody has generated yet.';
    expect(render(changed, [])).toContain('A new description nobody has generated yet.');
    expect(render(changed, [])).not.toEqual(render(schema(), []));
  });
});
