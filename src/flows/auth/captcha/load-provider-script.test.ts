import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowedScriptOrigins, loadProviderScript, SCRIPT_TIMEOUT_MS, scriptRefusal } from './load-provider-script';

// jsdom does not fetch scripts: each test plays the network by firing load/error on the tags.
const tags = () => [...document.head.querySelectorAll('script')];
const tag = (src: string) => tags().find((s) => s.src.endsWith(src));
const w = window as unknown as { initGeetest?: unknown };

/** The script "arrives": it defines the provider's global, then the tag fires load. */
function arrive(src: string, defines = true) {
  if (defines) w.initGeetest = () => undefined;
  tag(src)!.dispatchEvent(new Event('load'));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  delete w.initGeetest;
  document.head.innerHTML = '';
});

const PATH = '/static/js/gt.0.4.9.js';
const BASES = ['/__sandbox/geetest/cdn-a', 'https://static.geetest.com/'];

describe('loadProviderScript', () => {
  it('uses the first base when it delivers', async () => {
    const loading = loadProviderScript(BASES, PATH, 'initGeetest');
    expect(tags().map((s) => s.getAttribute('src'))).toEqual(['/__sandbox/geetest/cdn-a/static/js/gt.0.4.9.js']);
    arrive('/cdn-a/static/js/gt.0.4.9.js');
    await expect(loading).resolves.toBe('/__sandbox/geetest/cdn-a');
  });

  it('falls back in order at once when a base fails, and removes the failed tag', async () => {
    const loading = loadProviderScript(BASES, PATH, 'initGeetest');
    tag('/cdn-a/static/js/gt.0.4.9.js')!.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(tags().map((s) => s.getAttribute('src'))).toEqual(['https://static.geetest.com/static/js/gt.0.4.9.js']);
    arrive('static.geetest.com/static/js/gt.0.4.9.js');
    await expect(loading).resolves.toBe('https://static.geetest.com/');
  });

  it('gives each base 3 s: a silent one is abandoned at 3000 ms, not before', async () => {
    const loading = loadProviderScript(BASES, PATH, 'initGeetest');
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS - 1);
    expect(tags()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tags().map((s) => s.getAttribute('src'))).toEqual(['https://static.geetest.com/static/js/gt.0.4.9.js']);
    // The second base gets its own full 3 s.
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS - 1);
    arrive('static.geetest.com/static/js/gt.0.4.9.js');
    await expect(loading).resolves.toBe('https://static.geetest.com/');
  });

  it('rejects when every base failed or stayed silent; a script without the global counts as failed', async () => {
    const loading = loadProviderScript(BASES, PATH, 'initGeetest');
    const outcome = loading.then(() => 'resolved', (e: Error) => e.message);
    arrive('/cdn-a/static/js/gt.0.4.9.js', false); // 200, but not the provider's script
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS);
    expect(await outcome).toMatch(/could not be loaded from \/__sandbox\/geetest\/cdn-a, https:\/\/static\.geetest\.com/);
    expect(tags()).toHaveLength(1); // the one that loaded stays (it ran anyway); the silent one is gone
  });

  it('asks nothing when the global is already there, and stops when aborted', async () => {
    w.initGeetest = () => undefined;
    await expect(loadProviderScript(BASES, PATH, 'initGeetest')).resolves.toBeNull();
    expect(tags()).toHaveLength(0);
    delete w.initGeetest;
    const abort = new AbortController();
    const loading = loadProviderScript(BASES, PATH, 'initGeetest', abort.signal).catch(() => 'rejected');
    abort.abort();
    expect(await loading).toBe('rejected');
    expect(tags()).toHaveLength(0);
  });
});

describe('a pinned file (Subresource Integrity)', () => {
  const PIN = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';

  it('every tag carries the pin and crossorigin="anonymous"; a refused one (an error, as the browser reports it) falls back', async () => {
    const loading = loadProviderScript(BASES, PATH, 'initGeetest', undefined, PIN);
    const first = tag('/cdn-a/static/js/gt.0.4.9.js')!;
    expect([first.getAttribute('integrity'), first.getAttribute('crossorigin')]).toEqual([PIN, 'anonymous']);
    first.dispatchEvent(new Event('error')); // the bytes did not match the pin
    await vi.advanceTimersByTimeAsync(0);
    const second = tag('static.geetest.com/static/js/gt.0.4.9.js')!;
    expect([second.getAttribute('integrity'), second.getAttribute('crossorigin')]).toEqual([PIN, 'anonymous']);
    arrive('static.geetest.com/static/js/gt.0.4.9.js');
    await expect(loading).resolves.toBe('https://static.geetest.com/');
  });

  it('without a pin, neither attribute', () => {
    void loadProviderScript(BASES, PATH, 'initGeetest').catch(() => undefined);
    const only = tags()[0]!;
    expect([only.hasAttribute('integrity'), only.hasAttribute('crossorigin')]).toEqual([false, false]);
  });
});

describe('a script is inserted only from an allowed origin', () => {
  it.each([
    ['scheme-relative base', '//evil.example'],
    ['scheme-relative with path', '//evil.example/gt'],
    ['backslash after the slash', '/\\evil.example'],
    ['userinfo', 'https://static.geetest.com@evil.example'],
    ['http on a non-loopback host', 'http://static.geetest.com'],
    ['tab in the scheme', 'ht\ttps://static.geetest.com'],
    ['javascript', 'javascript:alert(1)//'],
    ['data', 'data:text/javascript,alert(1)//'],
  ])('skips a %s base with a logged reason, inserting no tag for it', async (_name, bad) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loading = loadProviderScript([bad, 'https://static.geetest.com'], PATH, 'initGeetest');
    expect(tags().map((s) => s.getAttribute('src'))).toEqual(['https://static.geetest.com/static/js/gt.0.4.9.js']);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Captcha: the script .* is not loaded: /));
    arrive('static.geetest.com/static/js/gt.0.4.9.js');
    await expect(loading).resolves.toBe('https://static.geetest.com');
    warn.mockRestore();
  });

  it('takes the exact origins among the bases as the allowed ones, and checks URLs against them', () => {
    expect(allowedScriptOrigins(['https://static.geetest.com/', '/__sandbox/x', '//evil.example', 'https://a.example@evil.example', 'http://geetest.localhost:4173']))
      .toEqual(['https://static.geetest.com', 'http://geetest.localhost:4173']);
    const allowed = ['https://static.geetest.com'];
    expect(scriptRefusal('https://static.geetest.com/gt.js', allowed, 'https://m.brand.example')).toBeNull();
    expect(scriptRefusal('/__sandbox/geetest/cdn-a/gt.js', allowed, 'https://m.brand.example')).toBeNull();
    for (const url of ['https://static.geetest.com.evil.example/gt.js', 'https://static.geetest.com:8443/gt.js', 'https://evil.example/gt.js', '//static.geetest.com/gt.js', '/a b.js']) {
      expect(scriptRefusal(url, allowed, 'https://m.brand.example'), url).not.toBeNull();
    }
  });
});
