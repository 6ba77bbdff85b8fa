import { describe, expect, it } from 'vitest';
import { locate, scanJson } from './json-scan';

describe('scanJson', () => {
  it('finds a key given twice in one object, with both positions', () => {
    expect(scanJson('{"a": 1,\n "a": 2}').duplicates).toEqual([{ pointer: '/a', key: 'a', line: 2, column: 2, first: { line: 1, column: 2 } }]);
  });

  it('does not call equal keys in different objects duplicates', () => {
    expect(scanJson('{"a": {"x": 1}, "b": {"x": 2}, "c": [{"x": 1}, {"x": 2}]}').duplicates).toEqual([]);
  });

  it('escapes pointer segments and reads escaped strings', () => {
    const scan = scanJson('{\n  "pageMeta": {\n    "/m/home": {"t": "a\\"b"}\n  }\n}');
    expect(scan.positions.get('/pageMeta/~1m~1home')).toEqual({ line: 3, column: 5 });
    expect(scan.syntaxError).toBeUndefined();
  });

  it('locates a missing key at its nearest existing ancestor', () => {
    const scan = scanJson('{\n  "theme": {\n    "a": 1\n  }\n}');
    expect(locate(scan, '/theme/primaryColor')).toEqual({ line: 2, column: 3 });
    expect(locate(scan, '/routes/3')).toEqual({ line: 1, column: 1 });
  });

  it.each([
    ["{\n  \"a\": 'x'\n}", { line: 2, column: 8 }],
    ['{"a": 1,}', { line: 1, column: 9 }],
    ['{"a": 1 "b": 2}', { line: 1, column: 9 }],
    ['[1, 2', { line: 1, column: 6 }],
    ['{"a": tru}', { line: 1, column: 7 }],
    ['{"a": 1} x', { line: 1, column: 10 }],
  ])('places the syntax error of %j', (text, at) => {
    expect(scanJson(text).syntaxError).toEqual(at);
  });
});
