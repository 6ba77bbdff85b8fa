/**
 * Bundled for the page by tests/e2e/sanitizer-engines.spec.ts: both sanitizer engines, with the
 * pre-pass before them as the app runs it (lib/safe-html.ts), and what the test compares.
 */
import { defuseHtml } from '../../../src/lib/html-defuse';
import { MAX_ELEMENTS } from '../../../src/lib/safe-html-limits';
import { TEST_POLICY } from '../../../src/lib/safe-html-cases';
import { domPurifyEngine } from '../../../src/lib/safe-html-dompurify';
import { nativeEngine } from '../../../src/lib/safe-html-native';
import { RULES } from '../../../src/lib/safe-html-rules';

/** What is active in sanitized HTML (parsed inert): each finding as text. */
function activeParts(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const found: string[] = [];
  for (const el of body.querySelectorAll('script, style, iframe, object, embed, form, input, button, svg, math, meta, base, link, template, video, audio')) found.push(`<${el.localName}>`);
  for (const el of body.querySelectorAll('*')) {
    for (const a of el.attributes) {
      if (/^on|^style$|^id$|^name$|^srcset$/i.test(a.name) || /javascript:|vbscript:|data:|evil\.example/i.test(a.value)) found.push(`${el.localName} ${a.name}=${a.value}`);
    }
  }
  return found;
}

/** The HTML as the browser reads it (text's `>` written `&gt;`, what the parser drops dropped). */
const reread = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.innerHTML;

function compare(corpus: string[]) {
  const native = nativeEngine(RULES);
  const dompurify = domPurifyEngine(RULES);
  const differences: { html: string; native: string; dompurify: string }[] = [];
  const active: { html: string; found: string[] }[] = [];
  let compared = 0;
  for (const html of corpus) {
    const defused = defuseHtml(html, MAX_ELEMENTS);
    if (defused === null || !native) continue;
    compared += 1;
    const n = native(defused, TEST_POLICY);
    const d = dompurify(defused, TEST_POLICY);
    if (reread(n) !== reread(d)) differences.push({ html, native: n, dompurify: d });
    const found = activeParts(n);
    if (found.length > 0) active.push({ html, found });
  }
  return { native: Boolean(native), compared, differences, active };
}

Object.assign(window, { __sanitizers: { compare } });
