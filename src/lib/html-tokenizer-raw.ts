import * as S from './html-tokenizer-states';

// Raw text (RCDATA and RAWTEXT: the same for finding where they end) and script data, with its
// escaped (`<!--`) and double-escaped (`<!--<script>`) states, where `</script>` does not end it.

// Read once into this module's own constants: the hot loop reads no other module's bindings.
const { BEFORE_ATTR_NAME, DATA, DESC, DESC_DASH, DESC_DASH_DASH, DESC_END, DESC_LT, DESC_START, END_TAG, ESC, ESC_DASH, ESC_DASH_DASH, ESC_END_NAME, ESC_END_OPEN, ESC_LT, K_SHIFT, NAMES, NODE_SHIFT, RAW, RAW_END_NAME, RAW_END_OPEN, RAW_LT, SCRIPT, SCRIPT_END_NAME, SCRIPT_END_OPEN, SCRIPT_ESC_START, SCRIPT_ESC_START_DASH, SCRIPT_LT, SELF_CLOSING, STATE, isAlpha, isSpace, kOf } = S;
const NAME = 0x7f << NODE_SHIFT;

/** The thread after the character, marked as such (negative); a thread returned as it is reconsumes it. */
const done = (next: number) => ~next;

/** The state an end tag name (or its opening) falls back to when it is not the element's. */
function back(state: number): number {
  if (state === RAW_END_OPEN || state === RAW_END_NAME) return RAW;
  if (state === SCRIPT_END_OPEN || state === SCRIPT_END_NAME) return SCRIPT;
  return ESC;
}

/**
 * An end tag name in raw text or script data, `k` letters of the element's name matched so far:
 * the end tag when the whole name is there, else the text it falls back to.
 */
function endTagName(t: number, c: number): number {
  const name = (t & NAME) >> NODE_SHIFT;
  const target = NAMES[name - 1]!;
  const k = kOf(t);
  if (k === target.length) {
    if (isSpace(c)) return done(BEFORE_ATTR_NAME | END_TAG);
    if (c === 0x2f) return done(SELF_CLOSING | END_TAG);
    if (c === 0x3e) return done(DATA);
  } else if ((c | 0x20) === target.charCodeAt(k)) return done((t & ~(0xf << K_SHIFT)) | ((k + 1) << K_SHIFT));
  return back(t & STATE) | (t & NAME);
}

/**
 * Raw text and script data: the thread after the character as `~next` (negative), or a thread to
 * reconsume the character in.
 */
export function stepScriptOrRaw(t: number, c: number): number {
  const name = t & NAME;
  const state = t & STATE;
  switch (state) {
    case RAW:
      return done(c === 0x3c ? RAW_LT | name : t);
    case RAW_LT:
      return c === 0x2f ? done(RAW_END_OPEN | name) : RAW | name;
    case RAW_END_OPEN:
    case SCRIPT_END_OPEN:
    case ESC_END_OPEN:
      // A letter starts the end tag's name (the state after the opening); anything else is text.
      return isAlpha(c) ? (state + 1) | name : back(state) | name;
    case RAW_END_NAME:
    case SCRIPT_END_NAME:
    case ESC_END_NAME:
      return endTagName(t, c);
    case SCRIPT:
      return done(c === 0x3c ? SCRIPT_LT | name : t);
    case SCRIPT_LT:
      if (c === 0x2f) return done(SCRIPT_END_OPEN | name);
      if (c === 0x21) return done(SCRIPT_ESC_START | name);
      return SCRIPT | name;
    case SCRIPT_ESC_START:
      return c === 0x2d ? done(SCRIPT_ESC_START_DASH | name) : SCRIPT | name;
    case SCRIPT_ESC_START_DASH:
      return c === 0x2d ? done(ESC_DASH_DASH | name) : SCRIPT | name;
    case ESC:
      return done(c === 0x2d ? ESC_DASH | name : c === 0x3c ? ESC_LT | name : t);
    case ESC_DASH:
      return done(c === 0x2d ? ESC_DASH_DASH | name : c === 0x3c ? ESC_LT | name : ESC | name);
    case ESC_DASH_DASH:
      return done(c === 0x2d ? t : c === 0x3c ? ESC_LT | name : c === 0x3e ? SCRIPT | name : ESC | name);
    case ESC_LT:
      if (c === 0x2f) return done(ESC_END_OPEN | name);
      return isAlpha(c) ? DESC_START | name : ESC | name;
    case DESC_START:
    case DESC_END: {
      // `<script` (or `</script`) inside the escaped state: k letters of "script" matched, 15 when
      // the name is another.
      const k = kOf(t);
      const into = state === DESC_START ? DESC : ESC;
      const stay = state === DESC_START ? ESC : DESC;
      if (isSpace(c) || c === 0x2f || c === 0x3e) return done((k === 6 ? into : stay) | name);
      if (isAlpha(c)) return done(state | name | ((k < 6 && (c | 0x20) === 'script'.charCodeAt(k) ? k + 1 : 15) << K_SHIFT));
      return stay | name;
    }
    case DESC:
      return done(c === 0x2d ? DESC_DASH | name : c === 0x3c ? DESC_LT | name : t);
    case DESC_DASH:
      return done(c === 0x2d ? DESC_DASH_DASH | name : c === 0x3c ? DESC_LT | name : DESC | name);
    case DESC_DASH_DASH:
      return done(c === 0x2d ? t : c === 0x3c ? DESC_LT | name : c === 0x3e ? SCRIPT | name : DESC | name);
    case DESC_LT:
      return c === 0x2f ? done(DESC_END | name) : DESC | name;
    default:
      throw new Error(`html-tokenizer: no state ${state}`);
  }
}
