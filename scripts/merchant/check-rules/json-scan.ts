/**
 * A second look at a manifest's text that JSON.parse does not give: where each value starts
 * (line and column, for messages an editor can jump to) and which keys appear twice in one object.
 * JSON.parse silently keeps the last of two equal keys, so a pasted block can override a value
 * above it without anyone noticing.
 *
 *   scanJson('{"a": 1,\n "a": 2}').duplicates  // → [{ pointer: '/a', line: 2, column: 2, first: { line: 1, column: 2 } }]
 *
 * On text that is not JSON it stops at the first character that cannot continue it: `syntaxError`
 * says where (Node's JSON.parse names no position for some mistakes, e.g. single quotes).
 */
import { escapeSegment } from '../../lib/manifest-check/json-pointer';

export interface Position {
  line: number;
  column: number;
}

export interface Duplicate extends Position {
  pointer: string;
  key: string;
  first: Position;
}

export interface Scan {
  /** JSON pointer → where its value starts (for an object member: where its key starts). */
  positions: Map<string, Position>;
  duplicates: Duplicate[];
  /** Where the text stops being JSON, if it does. */
  syntaxError?: Position;
}

class SyntaxAt extends Error {
  constructor(readonly at: number) {
    super('syntax');
  }
}

const LITERAL = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)$/;

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const VALUE_END = new Set([',', ']', '}', ' ', '\t', '\n', '\r']);

export function scanJson(input: string): Scan {
  const offset = input.charCodeAt(0) === 0xfeff ? 1 : 0;
  const text = input;
  const lineStarts = [0];
  for (let k = 0; k < text.length; k++) if (text[k] === '\n') lineStarts.push(k + 1);
  const positionOf = (at: number): Position => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: at - lineStarts[lo]! + 1 };
  };
  const positions = new Map<string, Position>();
  const duplicates: Duplicate[] = [];
  let i = offset;
  const skip = () => {
    while (i < text.length && WHITESPACE.has(text[i]!)) i++;
  };
  const expect = (c: string) => {
    if (text[i] !== c) throw new SyntaxAt(i);
    i++;
  };
  const readString = (): string => {
    if (text[i] !== '"') throw new SyntaxAt(i);
    const start = i++;
    while (i < text.length && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
    if (text[i] !== '"') throw new SyntaxAt(i);
    i++;
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      throw new SyntaxAt(start);
    }
  };
  const value = (pointer: string): void => {
    skip();
    if (!positions.has(pointer)) positions.set(pointer, positionOf(i));
    const c = text[i];
    if (c === '{') {
      i++;
      const seen = new Map<string, Position>();
      skip();
      if (text[i] === '}') return void i++;
      for (;;) {
        skip();
        const at = positionOf(i);
        const key = readString();
        const child = `${pointer}/${escapeSegment(key)}`;
        const first = seen.get(key);
        if (first) duplicates.push({ pointer: child, key, ...at, first });
        else seen.set(key, at);
        if (!positions.has(child)) positions.set(child, at);
        skip();
        expect(':');
        value(child);
        skip();
        if (text[i] === '}') return void i++;
        expect(',');
      }
    }
    if (c === '[') {
      i++;
      skip();
      if (text[i] === ']') return void i++;
      for (let index = 0; ; index++) {
        value(`${pointer}/${index}`);
        skip();
        if (text[i] === ']') return void i++;
        expect(',');
      }
    }
    if (c === '"') return void readString();
    const start = i;
    while (i < text.length && !VALUE_END.has(text[i]!)) i++;
    if (!LITERAL.test(text.slice(start, i))) throw new SyntaxAt(start);
  };
  try {
    value('');
    skip();
    if (i < text.length) throw new SyntaxAt(i);
  } catch (error) {
    if (!(error instanceof SyntaxAt)) throw error;
    return { positions, duplicates, syntaxError: positionOf(Math.min(error.at, text.length)) };
  }
  return { positions, duplicates };
}

/** Where `pointer` is, or else its closest ancestor that exists (a missing key: its object). */
export function locate(scan: Scan, pointer: string): Position | undefined {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const hit = scan.positions.get(p);
    if (hit) return hit;
    if (p === '') return undefined;
  }
}
