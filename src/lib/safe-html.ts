import DOMPurify from 'dompurify';

/**
 * The one sanitizer for HTML that comes from the server (announcement contents): nothing else in
 * the app renders server HTML, and nothing renders it without passing here. DOMPurify, configured
 * once, in the lazy chunks that show announcements only (never on the first load).
 *
 * What survives: plain HTML text markup (paragraphs, emphasis, lists, tables, headings, images,
 * links). What never does: script, style, iframe/object/embed, forms and their fields, SVG and
 * MathML (so no SVG script), event handlers (`on*`), inline `style`, `data-*` and any URL that is not
 * http(s) or an in-app path (`javascript:`, `data:`, `vbscript:`…).
 *
 * Links and images are decided by the caller's policy (the flows pass the manifest's allow-lists):
 * - an in-app path that the merchant has a route for stays in the app: `data-in-app`, no target;
 * - an external URL the policy allows opens in a new tab: `target="_blank" rel="noopener noreferrer"`;
 * - anything else loses its `href` (the text stays) or, for an image, its `src`.
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

const FORBID_TAGS = ['form', 'input', 'button', 'textarea', 'select', 'option', 'style', 'link', 'meta', 'base', 'iframe', 'frame', 'frameset', 'object', 'embed', 'template', 'dialog'];
const FORBID_ATTR = ['style', 'action', 'formaction', 'srcset', 'ping', 'background', 'poster', 'xlink:href'];

let policy: HtmlPolicy = CLOSED_POLICY;
let configured = false;

function configure(): void {
  if (configured) return;
  configured = true;
  DOMPurify.setConfig({
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // Only http(s) URLs and root paths reach the policy; every other scheme is dropped here.
    ALLOWED_URI_REGEXP: /^(?:https?:|\/(?![/\\]))/i,
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    const href = node.getAttribute('href');
    if (node.hasAttribute('target')) node.removeAttribute('target');
    if (node.hasAttribute('rel')) node.removeAttribute('rel');
    if (href !== null) {
      const decision = policy.link(href.trim());
      node.removeAttribute('href');
      if (decision?.kind === 'in-app') {
        node.setAttribute('href', decision.path);
        node.setAttribute('data-in-app', '');
      } else if (decision?.kind === 'external') {
        node.setAttribute('href', decision.url);
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      const allowed = src ? policy.image(src.trim()) : null;
      if (allowed) node.setAttribute('src', allowed);
      else node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
}

// A start tag, its quoted attribute values kept whole (a `>` inside quotes does not end it).
const START_TAG = /<[a-zA-Z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/g;
// An event-handler attribute: `on…=` after whitespace, a slash or a closing quote.
const HANDLER_ATTRIBUTE = /([\s/"'])(on[a-z]+\s*=)/gi;

/**
 * Renames every event-handler attribute in the start tags (`onerror=` → `x-onerror=`, which the
 * sanitizer then drops like any unknown attribute), before the browser parses the HTML: Chromium
 * checks an inline handler against the page's CSP as it parses it, even in an inert document, so
 * a hostile announcement would report a blocked handler on every render though nothing runs.
 * Text is left as it is. Not a defence by itself: a handler it misses is still removed by
 * DOMPurify, and blocked by the CSP.
 *
 *   defuseHandlers('<img src=x onerror=alert(1)>') // → '<img src=x x-onerror=alert(1)>'
 */
export function defuseHandlers(html: string): string {
  return html.replace(START_TAG, (tag) => tag.replace(HANDLER_ATTRIBUTE, '$1x-$2'));
}

/** The HTML with everything active taken out and links decided by the policy. */
export function sanitizeHtml(html: string, linkPolicy: HtmlPolicy = CLOSED_POLICY): string {
  configure();
  policy = linkPolicy;
  try {
    return DOMPurify.sanitize(defuseHandlers(html));
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
