import { describe, expect, it } from 'vitest';
import { htmlText, MAX_ELEMENTS, MAX_HTML_LENGTH, MAX_TEXT_LENGTH, sanitizeHtml, sanitizerEngine } from './safe-html';
import { ATTACKS, OPERATOR_MARKUP, TEST_POLICY as policy } from './safe-html-cases';

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

  it.each(OPERATOR_MARKUP.slice(0, -1))("keeps an operator's markup, every element and all the text: %s", (html) => {
    const source = new DOMParser().parseFromString(html, 'text/html').body;
    const root = parse(html);
    const tags = (el: Element) => [...el.querySelectorAll('*')].map((e) => e.localName);
    expect(tags(root)).toEqual(tags(source));
    expect(root.textContent).toBe(source.textContent);
  });

  it.each(OPERATOR_MARKUP.slice(1, 3))('keeps presentation and table attributes as written: %s', (html) => {
    expect(sanitizeHtml(html, policy)).toBe(html);
  });

  it('drops an attribute whose value holds markup', () => {
    expect(sanitizeHtml('<p title="a</p><img>" class="c">x</p>', policy)).toBe('<p class="c">x</p>');
  });

  it('drops an element off the list with what it holds, as the browser\'s sanitizer does', () => {
    expect(sanitizeHtml(OPERATOR_MARKUP.at(-1)!, policy)).toBe('<p>kept</p>');
  });

  it('sanitizes with DOMPurify where the browser has no sanitizer of its own (jsdom)', () => {
    expect(sanitizerEngine).toBe('dompurify');
  });

  it('htmlText gives the plain text only', () => {
    expect(htmlText('<p>Hello <b>world</b></p><script>x()</script>\n<p>again</p>')).toBe('Hello world again');
  });
});

describe('sanitizeHtml: the pre-pass changes nothing the sanitizer keeps', () => {
  it('renames handlers and base before parsing; the result is the same without them', () => {
    const html = '<p>Hi <img src="https://cdn.example/a.png" onerror="alert(1)"> <a href="https://good.example/x" onclick="x()">go</a></p><base href="https://evil.example/">';
    expect(sanitizeHtml(html, policy)).toBe(sanitizeHtml(html.replace(/ on\w+="[^"]*"|<base[^>]*>/g, ''), policy));
  });
});

describe('sanitizeHtml: every URL attribute is policed', () => {
  it.each([
    ['video src and poster', '<p>Watch</p><video src="https://cdn.example/v.mp4" poster="https://cdn.example/p.jpg" controls>x</video>'],
    ['video source and track', '<p>Watch</p><video><source src="https://cdn.example/v.mp4" type="video/mp4"><track src="https://cdn.example/t.vtt"></video>'],
    ['audio', '<p>Watch</p><audio src="https://cdn.example/a.mp3" autoplay></audio>'],
    ['picture source srcset', '<p>Watch</p><picture><source srcset="https://evil.example/a.jpg"><img src="https://cdn.example/a.jpg"></picture>'],
  ])('%s: the media element is removed', (_name, html) => {
    const root = parse(html);
    expect(root.querySelector('video, audio, source, track')).toBeNull();
    expect(root.textContent).toBe('Watch');
    expect(everything(root)).not.toMatch(/evil\.example|\.mp[34]|\.vtt/);
  });

  it.each([
    ['img srcset, lowsrc, longdesc, usemap', '<img src="https://cdn.example/a.jpg" srcset="https://evil.example/b.jpg 2x" lowsrc="https://evil.example/c.jpg" longdesc="https://evil.example/d" usemap="#m">', 'img'],
    ['img data: src', '<img src="data:image/png;base64,iVBORw0KGgo=">', 'img'],
    ['blockquote cite', '<blockquote cite="https://evil.example/q">x</blockquote>', 'blockquote'],
    ['q cite', '<q cite="https://evil.example/q">x</q>', 'q'],
    ['ins and del cite', '<ins cite="https://evil.example/i">x</ins><del cite="https://evil.example/d">y</del>', 'ins'],
    ['table and cell background', '<table background="https://evil.example/t.jpg"><tr><td background="https://evil.example/c.jpg">x</td></tr></table>', 'td'],
    ['href on a div, src on a span', '<div href="https://good.example/x">x</div><span src="https://cdn.example/a.jpg">y</span>', 'div'],
    ['a ping', '<a href="https://good.example/x" ping="https://evil.example/p">x</a>', 'a'],
    ['xlink:href and action on text', '<p xlink:href="https://evil.example/x" action="https://evil.example/y" formaction="https://evil.example/z" data="https://evil.example/o">x</p>', 'p'],
  ])('%s: dropped', (_name, html, tag) => {
    const root = parse(html);
    expect(root.querySelector(tag)).not.toBeNull();
    expect(everything(root)).not.toMatch(/evil\.example|data:|srcset|lowsrc|longdesc|usemap|cite=|background|ping|xlink|action|\sdata=/);
    for (const el of root.querySelectorAll('div, span')) expect(el.attributes).toHaveLength(0);
  });

  it('keeps the allowed image and link beside them', () => {
    const root = parse('<img src="https://cdn.example/a.jpg" srcset="https://evil.example/b.jpg 2x"><map><area href="https://good.example/r" shape="rect" coords="0,0,1,1"></map>');
    expect(root.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example/a.jpg');
    const area = root.querySelector('area');
    if (area) expect(area.getAttribute('href')).toBe('https://good.example/r');
  });
});

describe('sanitizeHtml: no DOM clobbering', () => {
  it.each([
    ['<img name="fbq" src="https://cdn.example/a.jpg">'],
    ['<a id="gtag" href="https://good.example/x">x</a>'],
    ['<p id="dataLayer">x</p><b name="dataLayer">y</b>'],
    ['<img name="getElementById"><p id="cookie">x</p>'],
  ])('%s: neither id nor name stays', (html) => {
    const root = parse(html);
    expect(everything(root)).not.toMatch(/\s(id|name)=/);
    document.body.append(root);
    try {
      const globals = window as unknown as Record<string, unknown>;
      for (const name of ['fbq', 'gtag', 'dataLayer']) expect(globals[name]).toBeUndefined();
      expect(typeof document.getElementById).toBe('function');
    } finally {
      root.remove();
    }
  });
});

describe('sanitizeHtml: size', () => {
  it(`shows HTML over ${MAX_HTML_LENGTH} characters as its text, at most ${MAX_TEXT_LENGTH} characters, with nothing active`, () => {
    const html = `<h3>Rules</h3><p onclick="x()">Deposit &amp; win <img src=x onerror=alert(1)></p>${'<b>more</b> '.repeat(MAX_HTML_LENGTH / 10)}`;
    expect(html.length).toBeGreaterThan(MAX_HTML_LENGTH);
    const shown = sanitizeHtml(html, policy);
    expect(shown.startsWith('Rules Deposit &amp; win more more')).toBe(true);
    expect(shown).not.toMatch(/[<>]/);
    expect(shown.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
  });

  it('escapes what would open a tag in that text', () => {
    expect(sanitizeHtml(`<p>1 < 2 &lt;b&gt; ${'x'.repeat(MAX_HTML_LENGTH)}</p>`).slice(0, 20)).toBe('1 &lt; 2 &lt;b&gt; x');
  });

  it('parses HTML up to the limit as HTML', () => {
    const html = `<p>${'x'.repeat(MAX_HTML_LENGTH - 7)}</p>`;
    expect(html.length).toBe(MAX_HTML_LENGTH);
    expect(sanitizeHtml(html)).toBe(html);
  });

  it(`shows HTML with more than ${MAX_ELEMENTS} start tags as text, and up to it as HTML`, () => {
    const at = `<p>Prizes</p>${'<b>x</b> '.repeat(MAX_ELEMENTS - 1)}`;
    expect(sanitizeHtml(at)).toBe(at);
    expect(sanitizeHtml(`${at}<i>y</i>`)).toBe(`Prizes ${'x '.repeat(MAX_ELEMENTS - 1)}y`);
  });

  it('shows HTML too tangled for the pre-pass as text', () => {
    expect(sanitizeHtml('<p>Hello</p><style><xmp><title><textarea><noembed><noframes><iframe><noscript><script>')).toBe('Hello');
  });
});
