// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { WireCall } from './define-call';
import * as table from './table';

// Every row file of calls/ is in the table (the sandbox, the doc check and the error-policy tests
// read the table): a row added to calls/ and forgotten here fails now, not when a caller 404s.
// Not the lint probes scripts/lint-boundaries.test.ts writes here for a moment, beside this test.
const names = readdirSync(new URL('./calls/', import.meta.url)).filter((name) => name.endsWith('.ts') && !name.includes('.lint-probe.'));
const files = Object.fromEntries(await Promise.all(names.map(async (name) => [name, (await import(`./calls/${name}`)) as Record<string, WireCall>] as const)));

describe('the contract table', () => {
  it('lists every row file of calls/, and nothing else', () => {
    const rows = Object.entries(files).flatMap(([, module]) => Object.values(module));
    expect(rows.length).toBeGreaterThan(25);
    const listed = new Set<unknown>(Object.values(table));
    const missing = Object.entries(files).filter(([, module]) => Object.values(module).some((row) => !listed.has(row))).map(([file]) => file);
    expect(missing).toEqual([]);
    expect(listed.size).toBe(rows.length);
  });

  it('has one row per method and path', () => {
    const keys = Object.values(table).map((row: WireCall) => `${row.method} ${row.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
