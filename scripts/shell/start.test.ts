import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The shell's starter (start.js) in a page: it waits for the first banner to be decoded and painted,
 * preloads every entry file at once, and adds the entry scripts one at a time, each once the one
 * before has run, so the browser evaluates each in a task of its own.
 */
const code = readFileSync(join(process.cwd(), 'scripts', 'shell', 'start.js'), 'utf8');
const URLS = ['/m/assets/runtime.js', '/m/assets/react.js', '/m/assets/libs.js', '/m/assets/core.js'];

let decode: { resolve: () => void; reject: (e: Error) => void };
let banner: HTMLImageElement;

function run(): void {
  const me = document.createElement('script');
  me.setAttribute('data-app', URLS.join(' '));
  // The starter reads document.currentScript, which only a running <script> has in jsdom.
  const doc = new Proxy(document, {
    get: (target, prop) => {
      if (prop === 'currentScript') return me;
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  new Function('document', code)(doc);
}

const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const frame = () => vi.advanceTimersByTimeAsync(16);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(performance.now()), 16));
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"><img class="banners__img" src="/banner.webp"></div>';
  banner = document.querySelector('img')!;
  banner.decode = () => new Promise<void>((resolve, reject) => (decode = { resolve, reject }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the shell starter', () => {
  it('adds nothing until the banner is decoded, then preloads every file and adds the scripts one after the other', async () => {
    run();
    await frame();
    await frame();
    expect(scripts()).toEqual([]);
    expect(preloads()).toEqual([]);

    decode.resolve();
    await Promise.resolve();
    await frame(); // the frame that paints the decoded banner
    expect(scripts()).toEqual([]);
    await frame();
    expect(preloads()).toEqual(URLS);
    expect(scripts()).toEqual([URLS[0]]);

    // Each next script once the one before has run (its load event), in a later task.
    const first = document.head.querySelector<HTMLScriptElement>('script[type="module"]')!;
    first.dispatchEvent(new Event('load'));
    expect(scripts()).toEqual([URLS[0]]);
    await vi.advanceTimersByTimeAsync(0);
    expect(scripts()).toEqual(URLS.slice(0, 2));

    // A file that fails does not stop the others (the next one reports the error).
    document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')[1]!.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')[2]!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(scripts()).toEqual(URLS);
    expect(document.head.querySelector<HTMLScriptElement>('script[type="module"]')!.crossOrigin).toBe('anonymous');
  });

  it('starts at once when the banner fails', async () => {
    run();
    decode.reject(new Error('EncodingError'));
    await vi.advanceTimersByTimeAsync(0);
    expect(scripts()).toEqual([URLS[0]]);
  });

  it('starts after 2.5 s when the banner never arrives, and only once', async () => {
    run();
    await vi.advanceTimersByTimeAsync(2499);
    expect(scripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(scripts()).toEqual([URLS[0]]);
    decode.resolve();
    await vi.advanceTimersByTimeAsync(100);
    expect(scripts()).toEqual([URLS[0]]);
    expect(preloads()).toEqual(URLS);
  });

  it('starts after two frames on a page without a banner (the login page\'s shell)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    run();
    await frame();
    expect(scripts()).toEqual([]);
    await frame();
    expect(scripts()).toEqual([URLS[0]]);
  });

  describe('a shell with a form (the login page\'s)', () => {
    const LOGIN = `<div id="root" data-shell="login"><button type="button" data-shell-action="back">‹</button>
      <div role="tablist"><button type="button" role="tab" data-tab="mobile" data-shell-action="tab:mobile"><span>Mobile</span></button></div>
      <form method="post"><input name="username"><input name="password" type="password">
      <button type="button" data-shell-action="submit" data-busy-label="Logging in…">Log in</button></form>
      <label><input type="checkbox" name="remember">Remember me</label></div>`;
    const root = () => document.getElementById('root')!;
    const enter = (target: Element) => target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));

    beforeEach(() => {
      document.body.innerHTML = LOGIN;
      run();
    });

    it('notes a tap on "Log in" for the app, and shows its busy label at once', () => {
      const button = document.querySelector<HTMLButtonElement>('[data-shell-action="submit"]')!;
      button.click();
      expect(root().getAttribute('data-shell-action')).toBe('submit');
      expect(button.textContent).toBe('Logging in…');
      expect(button.getAttribute('aria-busy')).toBe('true');
    });

    it('notes Enter in a text field as a tap on "Log in"; not Enter on the checkbox', () => {
      enter(document.querySelector('input[name="remember"]')!);
      expect(root().hasAttribute('data-shell-action')).toBe(false);
      enter(document.querySelector('input[name="password"]')!);
      expect(root().getAttribute('data-shell-action')).toBe('submit');
    });

    it('notes the last tap on a tab or the back button, also on what is inside them', () => {
      document.querySelector('[role="tab"] span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(root().getAttribute('data-shell-action')).toBe('tab:mobile');
      document.querySelector<HTMLButtonElement>('[data-shell-action="back"]')!.click();
      expect(root().getAttribute('data-shell-action')).toBe('back');
      // A tap on something not marked changes nothing.
      document.querySelector('label')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(root().getAttribute('data-shell-action')).toBe('back');
    });

    it('notes nothing once the app has taken over (the root lost its data-shell)', () => {
      root().removeAttribute('data-shell');
      document.querySelector<HTMLButtonElement>('[data-shell-action="submit"]')!.click();
      expect(root().hasAttribute('data-shell-action')).toBe(false);
    });
  });
});
