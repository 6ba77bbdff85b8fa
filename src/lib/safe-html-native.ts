import type { SanitizeEngine, SanitizeRules } from './safe-html-policy';

/** The HTML Sanitizer API's safe parse (TypeScript's DOM types have the Sanitizer, not this yet). */
type ParseHtml = (html: string, options: { sanitizer: Sanitizer }) => Document;

/**
 * The browser's own sanitizer (`Document.parseHTML` with a Sanitizer: Chrome and Firefox have it),
 * or null where the browser has none. Its "safe" parse drops scripts, handlers and `javascript:`
 * URLs whatever the configuration says; the configuration is the rules' allow-lists, the same
 * DOMPurify is given; then every element is policed by the rules.
 */
export function nativeEngine(rules: SanitizeRules): SanitizeEngine | null {
  const parseHTML = (globalThis.Document as unknown as { parseHTML?: ParseHtml } | undefined)?.parseHTML;
  if (typeof globalThis.Sanitizer !== 'function' || typeof parseHTML !== 'function') return null;
  let sanitizer: Sanitizer;
  try {
    // The document's own html/head/body besides: it parses a whole document, and keeps the body's content.
    sanitizer = new Sanitizer({ elements: ['html', 'head', 'body', ...rules.elements], attributes: [...rules.attributes], comments: false, dataAttributes: false });
  } catch {
    return null; // a browser with an older shape of the API
  }
  return (html, policy) => {
    // No body: the markup was a frameset, which is not on the list.
    const body = parseHTML.call(Document, html, { sanitizer }).body;
    if (!body) return '';
    for (const node of body.querySelectorAll('*')) rules.police(node, policy);
    return body.innerHTML;
  };
}
