// How much server HTML the sanitizer (safe-html.ts) parses as HTML; past either limit it shows the
// text. Measured in Chromium: DOMPurify's cost grows with the elements times their depth (it reads
// each element's textContent), and parsing, sanitizing and laying out the announcement is one task.
// At 200 elements, the densest markup (links, each decided by the policy) stays under 50 ms of the
// main thread's CPU (249 links measured 45-58 ms in the e2e browser);
// 64 KiB holds that many elements with long texts. No announcement comes near either.

/** Longer HTML (in UTF-16 code units) is shown as text. */
export const MAX_HTML_LENGTH = 64 * 1024;
/** HTML with more start tags is shown as text. */
export const MAX_ELEMENTS = 200;
/** The most text shown for HTML shown as text. */
export const MAX_TEXT_LENGTH = 4000;
