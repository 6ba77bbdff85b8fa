/**
 * What server HTML may hold, for both sanitizers (safe-html.ts): the browser's own (the HTML
 * Sanitizer API) and DOMPurify where the browser has none. Both are given the same element and
 * attribute allow-lists; an element off the list goes with what it holds, an attribute off it
 * goes. Then `policeElement` decides every URL by the caller's policy, on either engine's result.
 *
 * The elements: text markup (paragraphs, emphasis, lists, tables, headings, images, links, the
 * old `font` and `center` that rich-text editors write, `details`/`summary`). Never script, style,
 * iframe/object/embed, forms and their fields, SVG and MathML, media, template, meta, link, base.
 * The attributes: presentation and table layout, `class`, `title`, `lang`, `dir`, and `href`/`src`
 * for the policy. Never `on*` handlers, `style`, `id`, `name` (no DOM clobbering: an element named
 * `fbq`, `gtag` or `dataLayer` would stand in for the pixels' globals), `data-*`, or any other URL
 * attribute.
 */
import type { HtmlPolicy, SanitizeRules } from './safe-html-policy';

export const ELEMENTS = [
  'a', 'abbr', 'acronym', 'address', 'area', 'article', 'aside', 'b', 'bdi', 'bdo', 'big', 'blockquote', 'br', 'caption', 'center', 'cite', 'code', 'col',
  'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'font', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'header', 'hgroup', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'main', 'map', 'mark', 'nav', 'ol', 'p', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp',
  'section', 'small', 'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'tt', 'u',
  'ul', 'var', 'wbr',
];

export const ATTRIBUTES = [
  'abbr', 'align', 'alt', 'bgcolor', 'border', 'cellpadding', 'cellspacing', 'class', 'color', 'cols', 'colspan', 'coords', 'datetime', 'dir',
  'face', 'headers', 'height', 'href', 'hreflang', 'lang', 'nowrap', 'open', 'reversed', 'rowspan', 'scope', 'shape', 'size', 'span', 'src',
  'start', 'title', 'type', 'valign', 'width',
];

/** a/area href through the link policy (the attribute is written only when it changes: each write re-parses the URL). */
function policeLink(node: Element, href: string, policy: HtmlPolicy): void {
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

const LINKS = new Set(['a', 'area']);

/**
 * One element after sanitizing: an attribute off the list goes (whatever the engine kept), `href`
 * stays on a link and `src` on an image only as the policy decides, images load lazily with an alt.
 */
export function policeElement(node: Element, policy: HtmlPolicy): void {
  const tag = node.localName;
  // An attribute whose value holds markup (`title="</noscript><img onerror…>"`) is how markup
  // mutates on a second parse: none of ours needs it.
  for (const { name, value } of [...node.attributes]) if (!ALLOWED_ATTRIBUTE.has(name) || /[<>]/.test(value)) node.removeAttribute(name);
  const href = node.getAttribute('href');
  if (href !== null) {
    if (LINKS.has(tag)) policeLink(node, href, policy);
    else node.removeAttribute('href');
  }
  const src = node.getAttribute('src');
  if (src !== null) {
    const allowed = tag === 'img' ? policy.image(src.trim()) : null;
    if (!allowed) node.removeAttribute('src');
    else if (allowed !== src) node.setAttribute('src', allowed);
  }
  if (tag === 'img') {
    node.setAttribute('loading', 'lazy');
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
  }
}

const ALLOWED_ATTRIBUTE = new Set(ATTRIBUTES);

/** What both engines are built from (safe-html.ts hands it to the one it uses). */
export const RULES: SanitizeRules = { elements: ELEMENTS, attributes: ATTRIBUTES, police: policeElement };
