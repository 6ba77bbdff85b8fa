/**
 * A second look at a manifest's text that JSON.parse does not give: where each value starts
 * (line and column, for messages an editor can jump to) and which keys appear twice in one object.
 * JSON.parse silently keeps the last of two equal keys, so a pasted block can override a value
 * above it without anyone noticing.
 *
 *   scanJson('{"a": 1,\n "a": 2}').duplicates  // → [{ pointer: '/a', line: 2, column: 2, first: { line: 1, column: 2 } }]
 *
 * Only call it on text that JSON.parse accepted: it assumes valid JSON.
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
}

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
  const readString = (): string => {
    const start = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
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
        i++; // ':'
        value(child);
        skip();
        if (text[i++] !== ',') return;
      }
    }
    if (c === '[') {
      i++;
      skip();
      if (text[i] === ']') return void i++;
      for (let index = 0; ; index++) {
        value(`${pointer}/${index}`);
        skip();
        if (text[i++] !== ',') return;
      }
    }
    if (c === '"') return void readString();
    while (i < text.length && !VALUE_END.has(text[i]!)) i++;
  };
  value('');
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
