/**
 * Caps checked BEFORE a manifest is parsed or validated (a manifest is untrusted input). The
 * limits are the browser's (src/runtime/manifest-limits.ts), one definition for both; the CLI
 * adds the JSON pointer of the offending container, which an operator needs and a browser doesn't.
 */
import { MAX_MANIFEST_BYTES, MAX_MANIFEST_DEPTH } from '../../../src/runtime/manifest-limits';
import { pointer } from './json-pointer';
import type { Finding } from './types';

export const MAX_BYTES = MAX_MANIFEST_BYTES;
export const MAX_DEPTH = MAX_MANIFEST_DEPTH;

export function sizeFinding(bytes: number, maxBytes = MAX_BYTES): Finding | null {
  if (bytes <= maxBytes) return null;
  const kib = (n: number) => `${Math.ceil(n / 1024)} KiB`;
  return {
    pointer: '',
    message: `file is ${kib(bytes)} (${bytes} bytes), over the ${kib(maxBytes)} limit for a manifest: keep images and long texts in asset files`,
  };
}

interface Frame {
  object: boolean;
  key: string; // object: the last key seen
  index: number; // array: the current element
}

/**
 * Scans JSON text (without parsing it) for the first container nested deeper than maxDepth and
 * returns its JSON pointer. The root container is depth 1.
 *
 *   tooDeep('{"a":[[1]]}', 2) === '/a/0'   (the inner array is depth 3)
 *   tooDeep('{"a":[1]}', 2)   === null
 */
export function tooDeep(text: string, maxDepth = MAX_DEPTH): string | null {
  const stack: Frame[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      let end = text.indexOf('"', i + 1);
      while (end !== -1 && isEscaped(text, end)) end = text.indexOf('"', end + 1);
      if (end === -1) return null; // unterminated string: JSON.parse reports it
      const top = stack[stack.length - 1];
      if (top?.object && expectKey) {
        top.key = readKey(text.slice(i, end + 1));
        expectKey = false;
      }
      i = end;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (stack.length >= maxDepth) return pointer(...stack.map((f) => (f.object ? f.key : f.index)));
      stack.push({ object: c === 123, key: '', index: 0 });
      expectKey = c === 123;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      stack.pop();
    } else if (c === 44 /* , */) {
      const top = stack[stack.length - 1];
      if (top?.object) expectKey = true;
      else if (top) top.index++;
    }
  }
  return null;
}

function isEscaped(text: string, quote: number): boolean {
  let backslashes = 0;
  for (let j = quote - 1; text.charCodeAt(j) === 92; j--) backslashes++;
  return backslashes % 2 === 1;
}

function readKey(literal: string): string {
  if (!literal.includes('\\')) return literal.slice(1, -1);
  try {
    return JSON.parse(literal) as string;
  } catch {
    return literal.slice(1, -1);
  }
}

/** Fast pre-check (no keys tracked): does any container nest deeper than maxDepth? */
export function exceedsDepth(text: string, maxDepth = MAX_DEPTH): boolean {
  let depth = 0;
  for (let i = 0, n = text.length; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      i = text.indexOf('"', i + 1);
      while (i !== -1 && isEscaped(text, i)) i = text.indexOf('"', i + 1);
      if (i === -1) return false;
    } else if (c === 123 || c === 91) {
      if (++depth > maxDepth) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

export function depthFinding(text: string, maxDepth = MAX_DEPTH): Finding | null {
  if (!exceedsDepth(text, maxDepth)) return null;
  const at = tooDeep(text, maxDepth);
  if (at === null) return null;
  return { pointer: at, message: `nested deeper than ${maxDepth} levels: a manifest needs at most a few; flatten this value` };
}
