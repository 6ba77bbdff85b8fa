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

  it('starts after two frames on a page without a banner (a header-only shell)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    run();
    await frame();
    expect(scripts()).toEqual([]);
    await frame();
    expect(scripts()).toEqual([URLS[0]]);
  });
});
