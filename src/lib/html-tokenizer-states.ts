/**
 * The states of the HTML tokenizer (html-tokenizer.ts) and how one reading of it is held: a number,
 * state | tag name so far (a node of the trie of the names that matter) or raw-text element |
 * end tag | how far a name has matched.
 */

export const DATA = 0;
export const TAG_OPEN = 1, END_TAG_OPEN = 2, TAG_NAME = 3, BEFORE_ATTR_NAME = 4, ATTR_NAME = 5;
export const AFTER_ATTR_NAME = 6, BEFORE_ATTR_VALUE = 7, VALUE_DQ = 8, VALUE_SQ = 9, VALUE_UQ = 10;
export const AFTER_VALUE_QUOTED = 11, SELF_CLOSING = 12, MARKUP_DECL = 13, MD_DASH = 14, MD_CDATA = 15;
export const BOGUS_COMMENT = 16, COMMENT_START = 17, COMMENT_START_DASH = 18, COMMENT = 19, COMMENT_END_DASH = 20;
export const COMMENT_END = 21, COMMENT_END_BANG = 22, CDATA = 23, CDATA_BRACKET = 24, CDATA_END = 25;
// RCDATA and RAWTEXT (the same for finding their end); the element is in the thread.
export const RAW = 26, RAW_LT = 27, RAW_END_OPEN = 28, RAW_END_NAME = 29;
// Script data, with its escaped (`<!--`) and double-escaped (`<!--<script>`) states.
export const SCRIPT = 30, SCRIPT_LT = 31, SCRIPT_END_OPEN = 32, SCRIPT_END_NAME = 33, SCRIPT_ESC_START = 34;
export const SCRIPT_ESC_START_DASH = 35, ESC = 36, ESC_DASH = 37, ESC_DASH_DASH = 38, ESC_LT = 39;
export const ESC_END_OPEN = 40, ESC_END_NAME = 41, DESC_START = 42, DESC = 43, DESC_DASH = 44, DESC_DASH_DASH = 45;
export const DESC_LT = 46, DESC_END = 47;

export const STATE = 0x3f;
export const NODE_SHIFT = 6; // 7 bits: a node of the tag-name trie, or in raw text the element's name id
export const END_TAG = 1 << 13;
export const K_SHIFT = 14; // 4 bits: how far a name has matched

/** Tag names the tokenizer must know: base (neutralised), and those that switch it to raw text. */
export const NAMES = ['base', 'script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title', 'plaintext'] as const;
export const BASE = 1, SCRIPT_NAME = 2, PLAINTEXT_NAME = 11;
export const CDATA_OPEN = '[CDATA[';

// The trie of NAMES over a–z (node 0: no such name; node 1: the root); terminal[node] = 1 + index in NAMES.
const trie = new Uint8Array(128 * 26);
export const terminal = new Uint8Array(128);
let nodes = 2;
for (const [index, name] of NAMES.entries()) {
  let node = 1;
  for (const ch of name) {
    const slot = node * 26 + ch.charCodeAt(0) - 97;
    if (!trie[slot]) trie[slot] = nodes++;
    node = trie[slot]!;
  }
  terminal[node] = index + 1;
}

export const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
export const isAlpha = (c: number) => ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
/** The trie node after `node` reads `c` (0 once the name can be none of NAMES). */
export const follow = (node: number, c: number) => (node && isAlpha(c) ? trie[node * 26 + (c | 0x20) - 97]! : 0);
export const thread = (state: number, node = 0, flags = 0, k = 0) => state | (node << NODE_SHIFT) | flags | (k << K_SHIFT);
export const nodeOf = (t: number) => (t >> NODE_SHIFT) & 0x7f;
export const kOf = (t: number) => (t >> K_SHIFT) & 0xf;

/** What stepping one thread over one character found and led to. */
export interface Step {
  /** Positions where "x-" goes in (an on… attribute name, a base tag name). */
  marks: number[];
  /** The second successor where a reading forks (else -1). */
  fork: number;
  /** Start tags seen (by any reading: an upper bound of the elements the parser makes). */
  tags: number;
  /** Readings stepped over a character, all told (the run's cost). */
  work: number;
  /** Follow the tree builder's raw-text switch only (no fork): the HTML reading, for text. */
  single: boolean;
  /** Called with each character that is text in the HTML reading (`single` only). */
  text: ((start: number, end: number) => void) | null;
}

