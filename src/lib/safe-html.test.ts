import { describe, expect, it } from 'vitest';
import { defuseHandlers, htmlText, sanitizeHtml, type HtmlPolicy } from './safe-html';

// A policy like the flows': in-app paths under /m/ that the merchant routes, https links to one
// allowed origin, images from one CDN.
const policy: HtmlPolicy = {
  link: (href) => {
    if (href === '/m/activity' || href.startsWith('/m/activity?')) return { kind: 'in-app', path: href };
    if (href.startsWith('https://good.example/')) return { kind: 'external', url: href };
    return null;
  },
  image: (src) => (src.startsWith('https://cdn.example/') ? src : null),
};

function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  // Parsed in an inert document so that the test itself runs nothing.
  holder.append(...new DOMParser().parseFromString(sanitizeHtml(html, policy), 'text/html').body.childNodes);
  return holder;
}

/** Every element and attribute left, as text, for "nothing active" checks. */
function everything(root: HTMLElement): string {
  return [...root.querySelectorAll('*')].map((el) => `${el.tagName.toLowerCase()} ${[...el.attributes].map((a) => `${a.name}=${a.value}`).join(' ')}`).join('\n');
}

const ATTACKS: [name: string, html: string][] = [
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

describe('sanitizeHtml: nothing active survives', () => {
  it.each(ATTACKS)('%s', (_name, html) => {
    const root = parse(html);
    const all = everything(root);
    expect(root.querySelector('script, style, iframe, object, embed, form, input, button, svg, math, meta, base, link, template')).toBeNull();
    expect(all).not.toMatch(/\son\w+=/i);
    expect(all).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(all).not.toMatch(/\sstyle=/i);
    expect(all).not.toMatch(/evil\.example/);
    // data-in-app is only ever the sanitizer's own mark on an allowed in-app link.
    for (const el of root.querySelectorAll('[data-in-app]')) expect(el.getAttribute('href')).toMatch(/^\/m\/activity/);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps the text of a link whose target is refused', () => {
    const root = parse('<p>Read <a href="javascript:alert(1)">the rules</a></p>');
    expect(root.textContent).toBe('Read the rules');
    expect(root.querySelector('a')!.hasAttribute('href')).toBe(false);
  });
});

describe('sanitizeHtml: what is allowed stays, safely', () => {
  it('keeps text markup', () => {
    const root = parse('<h3>Title</h3><p>Deposit <strong>100%</strong> <em>now</em></p><ul><li>a</li></ul>');
    expect(root.innerHTML).toBe('<h3>Title</h3><p>Deposit <strong>100%</strong> <em>now</em></p><ul><li>a</li></ul>');
  });

  it('opens an allowed external link in a new tab without opener or referrer', () => {
    const a = parse('<a href="https://good.example/rules" target="_self" rel="opener">rules</a>').querySelector('a')!;
    expect(a.getAttribute('href')).toBe('https://good.example/rules');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    expect(a.hasAttribute('data-in-app')).toBe(false);
  });

  it('keeps an allowed in-app link in the app', () => {
    const a = parse('<a href="/m/activity?id=7" target="_blank">promo</a>').querySelector('a')!;
    expect(a.getAttribute('href')).toBe('/m/activity?id=7');
    expect(a.hasAttribute('data-in-app')).toBe(true);
    expect(a.hasAttribute('target')).toBe(false);
  });

  it('keeps an image from the allowed CDN, lazily, with an alt', () => {
    const img = parse('<img src="https://cdn.example/a.jpg">').querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://cdn.example/a.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('');
  });

  it('lets nothing out without a policy', () => {
    expect(sanitizeHtml('<a href="https://good.example/x">x</a><img src="https://cdn.example/a.jpg">')).toBe('<a>x</a><img loading="lazy" alt="">');
  });

  it('htmlText gives the plain text only', () => {
    expect(htmlText('<p>Hello <b>world</b></p><script>x()</script>\n<p>again</p>')).toBe('Hello world again');
  });
});

describe('defuseHandlers: no event-handler attribute reaches the browser’s parser', () => {
  // The browser checks an inline handler against the CSP as it parses it, even in an inert
  // document: a hostile announcement would report a violation on every render, though nothing runs.
  it.each([
    ['<img src="x" onerror="alert(1)">', 'quoted'],
    ['<img src=x onerror=alert(1)>', 'unquoted'],
    ['<svg/onload=alert(1)>', 'after a slash'],
    ['<img src="x"onerror="alert(1)">', 'right after a quote'],
    ['<details open\n\tONTOGGLE = "alert(1)">', 'upper case, spaced'],
    ['<p>a</p><svg><circle r="5" onload="alert(1)"/></svg>', 'inside SVG'],
  ])('%s (%s)', (html) => {
    expect(defuseHandlers(html)).not.toMatch(/[\s/"']on[a-z]+\s*=/i);
  });
  it('leaves text and other attributes as they are', () => {
    const html = '<p title="x">one = 1, bonus = 2 <a href="/m/activity?on=1">go</a></p>';
    expect(defuseHandlers(html)).toBe(html);
  });
  it('changes nothing that the sanitizer keeps', () => {
    const html = '<p>Hi <img src="https://cdn.example/a.png" onerror="alert(1)"> <a href="https://good.example/x" onclick="x()">go</a></p>';
    expect(sanitizeHtml(defuseHandlers(html), policy)).toBe(sanitizeHtml(html.replace(/ on\w+="[^"]*"/g, ''), policy));
  });
});
