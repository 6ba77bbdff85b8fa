import DOMPurify from 'dompurify';
import type { HtmlPolicy, SanitizeEngine, SanitizeRules } from './safe-html-policy';

/**
 * DOMPurify, for browsers without the HTML Sanitizer API (safe-html-native.ts), built from the same
 * rules: an element off the list goes with what it holds, as the browser's sanitizer does. Loaded
 * only in such a browser; it imports nothing of the app's (the rules are handed to it), so its chunk
 * is DOMPurify and this file.
 */
export function domPurifyEngine(rules: SanitizeRules): SanitizeEngine {
  let policy: HtmlPolicy | null = null;
  DOMPurify.setConfig({
    ALLOWED_TAGS: [...rules.elements, '#text'],
    ALLOWED_ATTR: [...rules.attributes],
    KEEP_CONTENT: false,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // DOMPurify's own checks against clobbering (on by default), kept explicit; id and name are
    // not on the list besides: a name no global has yet (fbq before its pixel loads) is as bad.
    SANITIZE_DOM: true,
    // Only http(s) URLs and root paths reach the policy; every other scheme is dropped here. The
    // rule holds for every attribute DOMPurify does not know as free of URLs: ours are, but href
    // and src (a color, a width, a date would not pass it).
    ALLOWED_URI_REGEXP: /^(?:https?:|\/(?![/\\]))/i,
    ADD_URI_SAFE_ATTR: rules.attributes.filter((a) => a !== 'href' && a !== 'src'),
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (policy && node instanceof Element) rules.police(node, policy);
  });
  return (html, linkPolicy) => {
    policy = linkPolicy;
    try {
      return DOMPurify.sanitize(html);
    } finally {
      policy = null;
    }
  };
}
