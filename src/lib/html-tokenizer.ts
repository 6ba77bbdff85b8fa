/**
 * The HTML tokenizer's states (the WHATWG HTML standard, "Tokenization"), as far as they decide
 * where a tag, an attribute, a comment or raw text starts and ends; nothing is built, no entity is
 * decoded. One pass, a constant amount of work per character: linear in the input whatever it is.
 *
 * The tokenizer alone does not know everything: the tree builder switches it into raw text after
 * some start tags (script; style, xmp, iframe, noembed, noframes, noscript; textarea, title;
 * plaintext), and lets `<![CDATA[` open a CDATA section only inside SVG or MathML. Whether it does
 * depends on the tree (a `<style>` inside `<svg>` holds markup; one after `<select>` may be ignored).
 * So at each such point the reading forks and every reading is followed (a small set of states,
 * stepped together, merged when equal): what any reading sees as an attribute or a base tag is
 * found. DOMParser parses with scripting disabled, so `noscript` holds markup there; the page's own
 * innerHTML, with scripting on, reads it as raw text: both readings are followed.
 *
 * `stepThread` steps one reading over one character; html-defuse.ts runs the readings over the
 * HTML and renames what they find.
 */

import * as S from './html-tokenizer-states';
import type { Step } from './html-tokenizer-states';
import { stepScriptOrRaw } from './html-tokenizer-raw';

export { DATA, STATE, type Step } from './html-tokenizer-states';

// Read once into this module's own constants: the hot loop below reads no other module's bindings.
const { AFTER_ATTR_NAME, AFTER_VALUE_QUOTED, ATTR_NAME, BASE, BEFORE_ATTR_NAME, BEFORE_ATTR_VALUE, BOGUS_COMMENT, CDATA, CDATA_BRACKET, CDATA_END, CDATA_OPEN, COMMENT, COMMENT_END, COMMENT_END_BANG, COMMENT_END_DASH, COMMENT_START, COMMENT_START_DASH, DATA, END_TAG, END_TAG_OPEN, follow, isAlpha, isSpace, kOf, MARKUP_DECL, MD_CDATA, MD_DASH, nodeOf, PLAINTEXT_NAME, RAW, SCRIPT, SCRIPT_NAME, SELF_CLOSING, STATE, TAG_NAME, TAG_OPEN, terminal, thread, VALUE_DQ, VALUE_SQ, VALUE_UQ } = S;

/** After a start tag's `>`: raw text for the elements that switch the tokenizer (and data beside it). */
function afterStartTag(t: number, step: Step): number {
  if (t & END_TAG) return DATA;
  step.tags++;
  const name = terminal[nodeOf(t)]!;
  // Plaintext never ends and holds no tag: only the data reading can find anything after it.
  if (name <= BASE || name === PLAINTEXT_NAME) return DATA;
  if (!step.single) step.fork = DATA;
  return thread(name === SCRIPT_NAME ? SCRIPT : RAW, name);
}

/** A new attribute starts at i: mark it when its name starts with "on" (any case). Not for text. */
function attribute(html: string, i: number, step: Step): void {
  if ((html.charCodeAt(i) | 0x20) === 0x6f && (html.charCodeAt(i + 1) | 0x20) === 0x6e && !step.single) step.marks.push(i);
}

/**
 * Steps thread `t` over the character c at i: returns its successor; where the reading forks, the
 * other successor is in step.fork.
 */
export function stepThread(html: string, i: number, c: number, t: number, step: Step): number {
  for (;;) {
    const state = t & STATE;
    switch (state) {
      case DATA:
        if (c === 0x3c) return TAG_OPEN;
        step.text?.(i, i + 1);
        return DATA;
      case TAG_OPEN:
        if (c === 0x21) return MARKUP_DECL;
        if (c === 0x2f) return END_TAG_OPEN;
        if (isAlpha(c)) return thread(TAG_NAME, follow(1, c));
        if (c === 0x3f) return BOGUS_COMMENT;
        step.text?.(i - 1, i); // the `<` was text
        t = DATA;
        continue;
      case END_TAG_OPEN:
        if (isAlpha(c)) return thread(TAG_NAME, follow(1, c), END_TAG);
        if (c === 0x3e) return DATA;
        return BOGUS_COMMENT;
      case TAG_NAME:
        if (isSpace(c) || c === 0x2f || c === 0x3e) {
          if (!(t & END_TAG) && terminal[nodeOf(t)] === BASE) step.marks.push(i - 4);
          if (c === 0x3e) return afterStartTag(t, step);
          return thread(isSpace(c) ? BEFORE_ATTR_NAME : SELF_CLOSING, nodeOf(t), t & END_TAG);
        }
        return thread(TAG_NAME, follow(nodeOf(t), c), t & END_TAG);
      case BEFORE_ATTR_NAME:
        if (isSpace(c)) return t;
        if (c === 0x2f || c === 0x3e) {
          t = (t & ~STATE) | AFTER_ATTR_NAME;
          continue;
        }
        attribute(html, i, step);
        return (t & ~STATE) | ATTR_NAME;
      case ATTR_NAME:
        if (isSpace(c) || c === 0x2f || c === 0x3e) {
          t = (t & ~STATE) | AFTER_ATTR_NAME;
          continue;
        }
        return c === 0x3d ? (t & ~STATE) | BEFORE_ATTR_VALUE : t;
      case AFTER_ATTR_NAME:
        if (isSpace(c)) return t;
        if (c === 0x2f) return (t & ~STATE) | SELF_CLOSING;
        if (c === 0x3d) return (t & ~STATE) | BEFORE_ATTR_VALUE;
        if (c === 0x3e) return afterStartTag(t, step);
        attribute(html, i, step);
        return (t & ~STATE) | ATTR_NAME;
      case BEFORE_ATTR_VALUE:
        if (isSpace(c)) return t;
        if (c === 0x22) return (t & ~STATE) | VALUE_DQ;
        if (c === 0x27) return (t & ~STATE) | VALUE_SQ;
        if (c === 0x3e) return afterStartTag(t, step);
        t = (t & ~STATE) | VALUE_UQ;
        continue;
      case VALUE_DQ:
        return c === 0x22 ? (t & ~STATE) | AFTER_VALUE_QUOTED : t;
      case VALUE_SQ:
        return c === 0x27 ? (t & ~STATE) | AFTER_VALUE_QUOTED : t;
      case VALUE_UQ:
        if (isSpace(c)) return (t & ~STATE) | BEFORE_ATTR_NAME;
        if (c === 0x3e) return afterStartTag(t, step);
        return t;
      case AFTER_VALUE_QUOTED:
        if (isSpace(c)) return (t & ~STATE) | BEFORE_ATTR_NAME;
        if (c === 0x2f) return (t & ~STATE) | SELF_CLOSING;
        if (c === 0x3e) return afterStartTag(t, step);
        t = (t & ~STATE) | BEFORE_ATTR_NAME;
        continue;
      case SELF_CLOSING:
        if (c === 0x3e) return afterStartTag(t, step);
        t = (t & ~STATE) | BEFORE_ATTR_NAME;
        continue;
      case MARKUP_DECL:
        // `<!--` a comment; `<![CDATA[` CDATA in foreign content, else a bogus comment; anything
        // else (DOCTYPE too: it ends at the first `>` whatever its quotes) like a bogus comment.
        if (c === 0x2d) return MD_DASH;
        if (c === 0x5b) return thread(MD_CDATA, 0, 0, 1);
        t = BOGUS_COMMENT;
        continue;
      case MD_DASH:
        if (c === 0x2d) return COMMENT_START;
        t = BOGUS_COMMENT;
        continue;
      case MD_CDATA: {
        const k = kOf(t);
        if (c !== CDATA_OPEN.charCodeAt(k)) {
          t = BOGUS_COMMENT;
          continue;
        }
        if (k + 1 < CDATA_OPEN.length) return thread(MD_CDATA, 0, 0, k + 1);
        if (!step.single) step.fork = BOGUS_COMMENT;
        return CDATA;
      }
      case BOGUS_COMMENT:
        return c === 0x3e ? DATA : BOGUS_COMMENT;
      case COMMENT_START:
        if (c === 0x2d) return COMMENT_START_DASH;
        if (c === 0x3e) return DATA; // `<!-->`
        t = COMMENT;
        continue;
      case COMMENT_START_DASH:
        if (c === 0x2d) return COMMENT_END;
        if (c === 0x3e) return DATA; // `<!--->`
        t = COMMENT;
        continue;
      case COMMENT:
        // (`<!--` inside a comment only matters to the parse errors, not to where it ends.)
        return c === 0x2d ? COMMENT_END_DASH : COMMENT;
      case COMMENT_END_DASH:
        return c === 0x2d ? COMMENT_END : COMMENT;
      case COMMENT_END:
        if (c === 0x3e) return DATA;
        if (c === 0x21) return COMMENT_END_BANG;
        if (c === 0x2d) return COMMENT_END;
        t = COMMENT;
        continue;
      case COMMENT_END_BANG:
        if (c === 0x2d) return COMMENT_END_DASH;
        if (c === 0x3e) return DATA; // `--!>`
        t = COMMENT;
        continue;
      case CDATA:
        return c === 0x5d ? CDATA_BRACKET : CDATA;
      case CDATA_BRACKET:
        if (c === 0x5d) return CDATA_END;
        t = CDATA;
        continue;
      case CDATA_END:
        if (c === 0x5d) return CDATA_END;
        if (c === 0x3e) return DATA;
        t = CDATA;
        continue;
      default: {
        const next = stepScriptOrRaw(t, c);
        if (next < 0) return ~next;
        t = next;
        continue;
      }
    }
  }
}

/** The first of `ch` at or after i, or the end. */
function find(html: string, ch: string, i: number): number {
  const at = html.indexOf(ch, i);
  return at < 0 ? html.length : at;
}

/** The first white space, `/`, `=` or `>` at or after i (or other control character: stopping early is harmless). */
function endOfName(html: string, i: number): number {
  const n = html.length;
  for (; i < n; i++) {
    const c = html.charCodeAt(i);
    if (c <= 0x20 || c === 0x2f || c === 0x3d || c === 0x3e) return i;
  }
  return n;
}

/**
 * Where reading t, alone, can next change: the first character at or after i that is not plain
 * content for its state (a name's or an unquoted value's characters, white space between
 * attributes, a comment's or a value's text). The caller skips to it.
 */
export function nextChange(html: string, i: number, t: number): number {
  const n = html.length;
  switch (t & STATE) {
    case DATA:
    case RAW:
    case SCRIPT:
      return find(html, '<', i);
    case VALUE_DQ:
      return find(html, '"', i);
    case VALUE_SQ:
      return find(html, "'", i);
    case BOGUS_COMMENT:
      return find(html, '>', i);
    case COMMENT:
      return find(html, '-', i);
    case CDATA:
      return find(html, ']', i);
    case TAG_NAME:
      // A name that may still be one of NAMES is read letter by letter.
      return nodeOf(t) !== 0 ? i : endOfName(html, i);
    case ATTR_NAME:
    case VALUE_UQ:
      return endOfName(html, i);
    case BEFORE_ATTR_NAME:
    case AFTER_ATTR_NAME:
    case BEFORE_ATTR_VALUE:
      while (i < n && isSpace(html.charCodeAt(i))) i++;
      return i;
    default:
      return i;
  }
}

/** For the states that only one character can change, that character's code (-1 for the others). */
export const WAIT_CODE = new Int32Array(STATE + 1).fill(-1);
WAIT_CODE[DATA] = 0x3c;
WAIT_CODE[RAW] = 0x3c;
WAIT_CODE[SCRIPT] = 0x3c;
WAIT_CODE[VALUE_DQ] = 0x22;
WAIT_CODE[VALUE_SQ] = 0x27;
WAIT_CODE[BOGUS_COMMENT] = 0x3e;
WAIT_CODE[COMMENT] = 0x2d;
WAIT_CODE[CDATA] = 0x5d;
