import * as T from './html-tokenizer';
import type { Step } from './html-tokenizer';

// Read once into this module's own constants: the loop below reads no other module's bindings.
const { DATA, nextChange, STATE, stepThread, WAIT_CODE } = T;

/**
 * The pre-pass before the browser parses server HTML (lib/safe-html.ts): Chromium checks an inline
 * event handler against the page's Content-Security-Policy as it parses the attribute, and a
 * `<base href>` against base-uri as it parses the tag, even in the inert document DOMPurify parses
 * into; a hostile announcement would file a violation report on every render though nothing runs.
 * So before parsing, every such name is renamed, where the HTML tokenizer (html-tokenizer.ts) would
 * see it under any of its readings. Linear: one pass, at most MAX_READINGS states per character.
 */

/** More readings at once than this: the HTML is too tangled to follow (never so in real content). */
export const MAX_READINGS = 8;
/** More names to rename than this: crafted (real content has none; a hostile one a few). */
export const MAX_RENAMES = 1000;

/**
 * Runs the tokenizer over html; false as soon as it needs more than MAX_READINGS readings at once,
 * has seen more than maxTags start tags or found more than MAX_RENAMES names to rename.
 */
function run(html: string, step: Step, maxTags = Infinity): boolean {
  // The readings before and after each character (each reading forks in two at most).
  let threads: Int32Array = new Int32Array(2 * MAX_READINGS + 2);
  let next: Int32Array = new Int32Array(2 * MAX_READINGS + 2);
  let count = 1;
  let work = 0;
  threads[0] = DATA;
  step.fork = -1;
  const n = html.length;
  for (let i = 0; i < n; i++) {
    if (count === 1) {
      // One reading: straight to the next character that can change it.
      const to = nextChange(html, i, threads[0]!);
      if (to > i) {
        if (threads[0] === DATA) step.text?.(i, to);
        i = to;
        if (i === n) break;
      }
      work++;
      threads[0] = stepThread(html, i, html.charCodeAt(i), threads[0]!, step);
      if (step.fork >= 0) {
        threads[1] = step.fork;
        step.fork = -1;
        count = threads[1] === threads[0] ? 1 : 2;
      }
    } else if (count === 2 && step.fork < 0) {
      // Two readings (a raw-text or CDATA fork and the data reading beside it): the usual case.
      const c = html.charCodeAt(i);
      work += 2;
      const t0: number = threads[0]!;
      const t1: number = threads[1]!;
      const w0: number = WAIT_CODE[t0 & STATE]!;
      const w1: number = WAIT_CODE[t1 & STATE]!;
      const a: number = w0 >= 0 && c !== w0 ? t0 : stepThread(html, i, c, t0, step);
      const forkA = step.fork;
      step.fork = -1;
      const b: number = w1 >= 0 && c !== w1 ? t1 : stepThread(html, i, c, t1, step);
      if (forkA < 0 && step.fork < 0) {
        threads[0] = a;
        threads[1] = b;
        count = a === b ? 1 : 2;
      } else {
        let kept = keep(next, 0, a);
        if (forkA >= 0) kept = keep(next, kept, forkA);
        kept = keep(next, kept, b);
        if (step.fork >= 0) kept = keep(next, kept, step.fork);
        step.fork = -1;
        const before = threads;
        threads = next;
        next = before;
        count = kept;
      }
    } else {
      const c = html.charCodeAt(i);
      work += count;
      let kept = 0;
      for (let r = 0; r < count; r++) {
        const t = threads[r]!;
        const wait = WAIT_CODE[t & STATE]!;
        // A state that only another character changes stays as it is (the common case).
        if (wait >= 0 && c !== wait) {
          kept = keep(next, kept, t);
          continue;
        }
        kept = keep(next, kept, stepThread(html, i, c, t, step));
        if (step.fork >= 0) {
          kept = keep(next, kept, step.fork);
          step.fork = -1;
        }
      }
      if (kept > MAX_READINGS) return false;
      const before = threads;
      threads = next;
      next = before;
      count = kept;
    }
    // (Checked now and then: a few characters more cost nothing.)
    if ((i & 31) === 0 && (step.tags > maxTags || step.marks.length > MAX_RENAMES)) return false;
  }
  step.work = work;
  return step.tags <= maxTags && step.marks.length <= MAX_RENAMES;
}

/** Adds reading t to the first `kept` of `into` unless it is there already (readings that have come to one state are one). */
function keep(into: Int32Array, kept: number, t: number): number {
  for (let k = 0; k < kept; k++) if (into[k] === t) return kept;
  into[kept] = t;
  return kept + 1;
}

/**
 * The HTML with "x-" put before every attribute name that starts with "on" (any case) and every
 * `base` start tag's name, wherever any reading of the tokenizer sees one: `onerror=` →
 * `x-onerror=`, `<base` → `<x-base`, unknown names the sanitizer then drops. Nothing else changes.
 * Null when the HTML needs more than MAX_READINGS readings at once (crafted to be tangled), has
 * more than MAX_RENAMES names to rename, or more than `maxElements` start tags.
 */
export function defuseHtml(html: string, maxElements = Infinity): string | null {
  const step: Step = { marks: [], fork: -1, tags: 0, work: 0, single: false, text: null };
  if (!run(html, step, maxElements)) return null;
  let marks: ArrayLike<number> = step.marks;
  if (marks.length === 0) return html;
  // One reading finds them in order; several may not.
  for (let m = 1; m < marks.length; m++) {
    if (marks[m]! < marks[m - 1]!) {
      marks = Int32Array.from(step.marks).sort();
      break;
    }
  }
  let out = '';
  let from = 0;
  for (let m = 0; m < marks.length; m++) {
    const at = marks[m]!;
    if (at === from && m > 0) continue; // found by two readings
    out += html.slice(from, at) + 'x-';
    from = at;
  }
  return out + html.slice(from);
}

/**
 * The text of the HTML as the browser reads it outside SVG and MathML (no tag, comment, script or
 * style), a space where markup stood between two runs of text, runs of white space made one
 * space, at most `limit` characters. Not decoded: a character reference stays as written.
 */
export function htmlPlainText(html: string, limit: number): string {
  let text = '';
  let lastEnd = 0;
  const step: Step = {
    marks: [],
    fork: -1,
    tags: 0,
    work: 0,
    single: true,
    text: (start, end) => {
      if (text.length > limit) return;
      text += (start > lastEnd ? ' ' : '') + html.slice(start, Math.min(end, start + 2 * limit));
      lastEnd = end;
      if (text.length > limit) text = text.replace(/\s+/g, ' ');
    },
  };
  run(html, step);
  return text.replace(/\s+/g, ' ').trim().slice(0, limit);
}

/**
 * The pre-pass's work on html, in steps of one reading over one character (the characters it
 * skips cost none): at most MAX_READINGS per character. For the tests of its cost.
 */
export function defuseWork(html: string): number {
  const step: Step = { marks: [], fork: -1, tags: 0, work: 0, single: false, text: null };
  run(html, step);
  return step.work;
}
