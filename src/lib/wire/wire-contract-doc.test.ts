// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { WireCall } from './define-call';
import * as wire from './table';

/**
 * docs/wire-contract.md section 5 and the code's table (table.ts) are one table: same calls, and
 * per call the same method, path, encryption, auth, alert policy and timeout. Parsed from the
 * markdown, so an edit on either side without the other fails here.
 */
const doc = readFileSync(new URL('../../../docs/wire-contract.md', import.meta.url), 'utf8');

type Columns = { method: string; path: string; encrypted: boolean; auth: string; alert: string; timeoutMs: number | null };

export function parseRouteTable(markdown: string): Columns[] {
  const section = markdown.split(/^## 5\. /m)[1]?.split(/^## /m)[0] ?? '';
  const lines = section.split('\n').filter((l) => l.startsWith('|'));
  const header = lines[0]?.split('|').slice(1, -1).map((c) => c.trim()) ?? [];
  expect(header.slice(0, 6)).toEqual(['Method', 'Path', 'Enc', 'Auth', 'Alert', 'Timeout']);
  return lines.slice(2).map((line) => {
    const [method = '', path = '', enc = '', auth = '', alert = '', timeout = ''] = line.split('|').slice(1, 7).map((c) => c.trim());
    return {
      method,
      path: /`(\/wps\/[^`]*)`/.exec(path)?.[1] ?? path,
      encrypted: enc === '✓',
      auth,
      alert,
      timeoutMs: timeout === '' ? null : Number(timeout),
    };
  });
}

const fromCode = (row: WireCall): Columns => ({
  method: row.method,
  path: row.path,
  encrypted: row.encrypted === true,
  auth: row.auth,
  alert: row.alert,
  timeoutMs: row.timeoutMs ?? null,
});
const key = (c: Columns) => `${c.method} ${c.path}`;

describe('docs/wire-contract.md section 5 = src/lib/wire/table.ts', () => {
  const docRows = parseRouteTable(doc);
  const codeRows = Object.values(wire).map(fromCode);

  it('parses a table of the expected size', () => {
    expect(docRows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(docRows.map(key)).size).toBe(docRows.length);
  });

  it('every row of the code is in the doc, with the same columns', () => {
    for (const row of codeRows) expect(docRows.find((d) => key(d) === key(row)), key(row)).toEqual(row);
  });

  it('every row of the doc is in the code', () => {
    const known = new Set(codeRows.map(key));
    expect(docRows.map(key).filter((k) => !known.has(k))).toEqual([]);
  });

  it('the parser sees a difference in either direction (so the checks above can fail)', () => {
    const edited = doc.replace('| GET | `/wps/member/info` |  | token | dialog |', '| GET | `/wps/member/info` |  | token | caller |');
    expect(edited).not.toBe(doc);
    expect(parseRouteTable(edited).find((d) => d.path === '/wps/member/info')?.alert).toBe('caller');
    const withExtra = doc.replace('| GET | `/wps/member/info` |', '| GET | `/wps/member/extra` |  | token | dialog |  | | | |\n| GET | `/wps/member/info` |');
    expect(parseRouteTable(withExtra).map(key)).toContain('GET /wps/member/extra');
  });
});
