// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseJson } from './parse-json';

const message = (text: string) => {
  const parsed = parseJson(text);
  return parsed.ok ? null : parsed.finding.message;
};

describe('parseJson', () => {
  it('parses JSON, with or without a byte order mark', () => {
    expect(parseJson('\ufeff{"a":1}')).toEqual({ ok: true, data: { a: 1 } });
  });

  it('says where the syntax breaks, as line and column', () => {
    expect(message('{\n  "a": 1,\n}')).toBe('invalid JSON at line 3, column 1: Expected double-quoted property name (found "}")');
    expect(message('{"a": 1')).toMatch(/^invalid JSON at line 1, column 8: .* \(found end of file\)$/);
    expect(message('')).toBe('invalid JSON: unexpected end of file (a missing bracket or quote?)');
  });
});
