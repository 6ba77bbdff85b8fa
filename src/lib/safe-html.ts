import { defuseHtml, htmlPlainText } from './html-defuse';
import { nativeEngine } from './safe-html-native';
import { CLOSED_POLICY, type HtmlPolicy, type SanitizeEngine } from './safe-html-policy';
import { RULES } from './safe-html-rules';
import { MAX_ELEMENTS, MAX_HTML_LENGTH, MAX_TEXT_LENGTH } from './safe-html-limits';

export { MAX_ELEMENTS, MAX_HTML_LENGTH, MAX_TEXT_LENGTH } from './safe-html-limits';
export { CLOSED_POLICY, type HtmlPolicy, type LinkDecision } from './safe-html-policy';

/**
 * The one sanitizer for HTML that comes from the server (announcement contents): nothing else in
 * the app renders server HTML, and nothing renders it without passing here. In the lazy chunks that
 * show server HTML only (never on the first load). Two engines with the same allow-lists
 * (safe-html-rules.ts): the browser's own HTML Sanitizer API where it has one (nothing to download,
 * ready at once), else DOMPurify, whose chunk is fetched as this module loads: `sanitizerReady`
 * says when (ui/safe-html.tsx waits for it with React's `use`). Not a top-level await: one in the
 * module graph made the bundler put a re-export file in front of the home screen's chunk, a
 * request more before the first screen.
 *
 * What survives: plain HTML text markup (paragraphs, emphasis, lists, tables, headings, images,
 * links); an element off the list goes with its content. What never does: script, style,
 * iframe/object/embed, forms and their fields, SVG and MathML (so no SVG script), video/audio
 * and their source/track, event handlers (`on*`), inline `style`, `data-*`, `id` and `name` (no
 * DOM clobbering: an element named `fbq`, `gtag` or `dataLayer` would stand in for the pixels'
 * globals), and any URL that is not http(s) or an in-app path (`javascript:`, `data:`,
 * `vbscript:`…).
 *
 * Every URL attribute, element by element:
 * - `a`, `area`: `href` is decided by the caller's policy (the flows pass the manifest's
 *   allow-lists): an in-app path that the merchant has a route for stays in the app (`data-in-app`,
 *   no target); an external URL the policy allows opens in a new tab (`target="_blank"
 *   rel="noopener noreferrer"`); anything else loses its `href` (the text stays). `ping` dropped.
 * - `img`: `src` through the policy's image rule (the allowed image CDNs), else dropped; `srcset`,
 *   `lowsrc`, `longdesc`, `usemap` dropped.
 * - `video`, `audio`, `source`, `track`: removed with what they hold: no allow-list for media and no
 *   media origin in the CSP.
 * - `blockquote`, `q`, `del`, `ins`: `cite` dropped (never fetched, no use here).
 * - `table`, `td`, `th`: `background` dropped. Any other element: `href` and `src` dropped too, and
 *   every other URL attribute (`poster`, `data`, `action`, `formaction`, `xlink:href`, `srcdoc`…).
 *
 * Size: HTML longer than MAX_HTML_LENGTH characters, or with more than MAX_ELEMENTS start tags, is
 * not parsed as HTML: its text (no markup) is shown, at most MAX_TEXT_LENGTH characters, read from
 * its first MAX_HTML_LENGTH characters. Parsing, sanitizing and laying out more markup than that
 * holds the main thread past 50 ms (DOMPurify's cost grows with elements times depth); no
 * announcement comes near it.
 *
 *   sanitizeHtml('<p onclick="x()">Hi <a href="javascript:alert(1)">go</a></p>', policy)
 *   // → '<p>Hi <a>go</a></p>'
 */
let engine: SanitizeEngine | null = nativeEngine(RULES);

/** Which engine this browser sanitizes with. */
export const sanitizerEngine: 'native' | 'dompurify' = engine ? 'native' : 'dompurify';

/** Resolves once this browser's sanitizer is there: at once with its own, else once DOMPurify's chunk has loaded. */
export const sanitizerReady: Promise<void> = engine
  ? Promise.resolve()
  : import('./safe-html-dompurify').then((m) => {
      engine = m.domPurifyEngine(RULES);
    });

/** Whether `sanitizeHtml` can run now. */
export const sanitizerLoaded = (): boolean => engine !== null;

/** Text as HTML: nothing in it can open a tag. */
const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML with everything active taken out and links decided by the policy. */
export function sanitizeHtml(html: string, linkPolicy: HtmlPolicy = CLOSED_POLICY): string {
  // Handlers and base tags renamed before the browser parses (html-defuse.ts); HTML too large,
  // too tangled for that or with too many elements is shown as text.
  const defused = html.length > MAX_HTML_LENGTH ? null : defuseHtml(html, MAX_ELEMENTS);
  if (defused === null) return escapeText(htmlPlainText(html.slice(0, MAX_HTML_LENGTH), MAX_TEXT_LENGTH));
  if (!engine) throw new Error('The sanitizer is still loading: wait for sanitizerReady.');
  return engine(defused, linkPolicy);
}

/** The text of server HTML, for labels (a slide's accessible name), with nothing kept but text. */
export function htmlText(html: string): string {
  // Parsed in an inert document: nothing in it loads or runs.
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
