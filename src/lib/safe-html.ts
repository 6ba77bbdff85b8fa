import DOMPurify from 'dompurify';
import { defuseHtml, htmlPlainText } from './html-defuse';
import { MAX_ELEMENTS, MAX_HTML_LENGTH, MAX_TEXT_LENGTH } from './safe-html-limits';

export { MAX_ELEMENTS, MAX_HTML_LENGTH, MAX_TEXT_LENGTH } from './safe-html-limits';

/**
 * The one sanitizer for HTML that comes from the server (announcement contents): nothing else in
 * the app renders server HTML, and nothing renders it without passing here. DOMPurify, configured
 * once, in the lazy chunks that show announcements only (never on the first load).
 *
 * What survives: plain HTML text markup (paragraphs, emphasis, lists, tables, headings, images,
 * links). What never does: script, style, iframe/object/embed, forms and their fields, SVG and
 * MathML (so no SVG script), video/audio and their source/track, event handlers (`on*`), inline
 * `style`, `data-*`, `id` and `name` (no DOM clobbering: an element named `fbq`, `gtag` or
 * `dataLayer` would stand in for the pixels' globals), and any URL that is not http(s) or an in-app
 * path (`javascript:`, `data:`, `vbscript:`…).
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
export type LinkDecision = { kind: 'in-app'; path: string } | { kind: 'external'; url: string } | null;

export interface HtmlPolicy {
  /** Where a link's href may lead. */
  link: (href: string) => LinkDecision;
  /** The URL an image may load from, or null to drop its source. */
  image: (src: string) => string | null;
}

/** The policy that lets nothing out: links lose their href, images their source. */
export const CLOSED_POLICY: HtmlPolicy = { link: () => null, image: () => null };

const FORBID_TAGS = ['form', 'input', 'button', 'textarea', 'select', 'option', 'style', 'link', 'meta', 'base', 'iframe', 'frame', 'frameset', 'object', 'embed', 'template', 'dialog', 'video', 'audio', 'source', 'track'];
/** Attributes that hold a URL (fetched, followed or referenced); only a/area href and img src may stay, through the policy. */
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'poster', 'cite', 'data', 'action', 'formaction', 'background', 'longdesc', 'lowsrc', 'dynsrc', 'ping', 'usemap', 'xlink:href', 'srcdoc', 'manifest', 'codebase', 'classid', 'archive', 'profile', 'icon', 'itemtype'];
const URL_ATTRIBUTE = new Set(URL_ATTRIBUTES);
const FORBID_ATTR = ['style', 'id', 'name', ...URL_ATTRIBUTES.filter((a) => a !== 'href' && a !== 'src')];

let policy: HtmlPolicy = CLOSED_POLICY;
let configured = false;

/** a/area href through the link policy (the attribute is written only when it changes: each write re-parses the URL). */
function policeLink(node: Element, href: string): void {
  const decision = policy.link(href.trim());
  const to = decision?.kind === 'in-app' ? decision.path : decision?.kind === 'external' ? decision.url : null;
  if (to === null) return node.removeAttribute('href');
  if (to !== href) node.setAttribute('href', to);
  if (decision?.kind === 'in-app') node.setAttribute('data-in-app', '');
  else {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

function configure(): void {
  if (configured) return;
  configured = true;
  DOMPurify.setConfig({
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // DOMPurify's own checks against clobbering (on by default), kept explicit; id and name are
    // dropped besides (FORBID_ATTR): a name no global has yet (fbq before its pixel loads) is as bad.
    SANITIZE_DOM: true,
    // Only http(s) URLs and root paths reach the policy; every other scheme is dropped here.
    ALLOWED_URI_REGEXP: /^(?:https?:|\/(?![/\\]))/i,
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    const tag = node.tagName.toLowerCase();
    if (node.hasAttribute('target')) node.removeAttribute('target');
    if (node.hasAttribute('rel')) node.removeAttribute('rel');
    // The URL attributes the element has (a copy: the loop changes them).
    const urls = [...node.attributes].filter((a) => URL_ATTRIBUTE.has(a.name)).map((a) => [a.name, a.value] as const);
    for (const [name, value] of urls) {
      if (name === 'href' && (tag === 'a' || tag === 'area')) policeLink(node, value);
      else if (name === 'src' && tag === 'img') {
        const allowed = policy.image(value.trim());
        if (!allowed) node.removeAttribute('src');
        else if (allowed !== value) node.setAttribute('src', allowed);
      } else node.removeAttribute(name);
    }
    if (tag === 'img') {
      node.setAttribute('loading', 'lazy');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
}

/** Text as HTML: nothing in it can open a tag. */
const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML with everything active taken out and links decided by the policy. */
export function sanitizeHtml(html: string, linkPolicy: HtmlPolicy = CLOSED_POLICY): string {
  // Handlers and base tags renamed before the browser parses (html-defuse.ts); HTML too large,
  // too tangled for that or with too many elements is shown as text.
  const defused = html.length > MAX_HTML_LENGTH ? null : defuseHtml(html, MAX_ELEMENTS);
  if (defused === null) return escapeText(htmlPlainText(html.slice(0, MAX_HTML_LENGTH), MAX_TEXT_LENGTH));
  configure();
  policy = linkPolicy;
  try {
    return DOMPurify.sanitize(defused);
  } finally {
    policy = CLOSED_POLICY;
  }
}

/** The text of server HTML, for labels (a slide's accessible name), with nothing kept but text. */
export function htmlText(html: string): string {
  // Parsed in an inert document: nothing in it loads or runs.
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
