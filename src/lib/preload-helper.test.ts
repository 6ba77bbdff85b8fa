import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_MS, __vitePreload } from './preload-helper';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
const settle = (href: string, type: 'load' | 'error') => links().find((l) => l.getAttribute('href') === href)!.dispatchEvent(new Event(type));
const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('__vitePreload (the lazy-import wrapper)', () => {
  it('links the chunk’s CSS, then imports the chunk', async () => {
    const load = vi.fn().mockResolvedValue({ ok: 1 });
    const result = __vitePreload(load, ['assets/a.css']);
    await tick();
    expect(links().map((l) => l.getAttribute('href'))).toEqual(['/assets/a.css']);
    expect(load).not.toHaveBeenCalled();
    settle('/assets/a.css', 'load');
    await expect(result).resolves.toEqual({ ok: 1 });
  });

  it('does not link a stylesheet the page already has (the cascade order stays)', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/core.css">';
    await expect(__vitePreload(() => Promise.resolve(2), ['assets/core.css'])).resolves.toBe(2);
    expect(links()).toHaveLength(1);
  });

  it('fires vite:preloadError for a chunk that fails; the import rejects unless a listener prevents it', async () => {
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as Event & { payload?: unknown }).payload);
    window.addEventListener('vite:preloadError', listener);
    const gone = new TypeError('Failed to fetch dynamically imported module');
    await expect(__vitePreload(() => Promise.reject(gone))).rejects.toBe(gone);
    expect(seen).toEqual([gone]);
    const prevent = (e: Event) => e.preventDefault();
    window.addEventListener('vite:preloadError', prevent);
    await expect(__vitePreload(() => Promise.reject(gone))).resolves.toBeUndefined();
    window.removeEventListener('vite:preloadError', prevent);
    window.removeEventListener('vite:preloadError', listener);
  });

  it('imports a chunk that failed once more after a short wait, before counting it missing', async () => {
    vi.useFakeTimers();
    const listener = vi.fn();
    window.addEventListener('vite:preloadError', listener);
    try {
      const gone = new TypeError('Failed to fetch dynamically imported module');
      const load = vi.fn().mockRejectedValueOnce(gone).mockResolvedValue({ ok: 1 });
      const result = __vitePreload(load);
      await vi.advanceTimersByTimeAsync(RETRY_MS - 1);
      expect(load).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ ok: 1 });
      expect(load).toHaveBeenCalledTimes(2);
      expect(listener).not.toHaveBeenCalled();

      const never = vi.fn().mockRejectedValue(gone);
      const failed = __vitePreload(never);
      failed.catch(() => undefined);
      await vi.advanceTimersByTimeAsync(RETRY_MS);
      await expect(failed).rejects.toBe(gone);
      expect(never).toHaveBeenCalledTimes(2);
      expect(listener).toHaveBeenCalledOnce();
    } finally {
      window.removeEventListener('vite:preloadError', listener);
      vi.useRealTimers();
    }
  });

  it('a CSS file that fails fires the event, and the next import tries it again', async () => {
    const listener = vi.fn();
    window.addEventListener('vite:preloadError', listener);
    const first = __vitePreload(() => Promise.resolve(1), ['assets/b.css']);
    await tick();
    settle('/assets/b.css', 'error');
    await expect(first).rejects.toThrow('Unable to preload CSS for /assets/b.css');
    expect(listener).toHaveBeenCalledOnce();
    expect(links()).toHaveLength(0);
    const second = __vitePreload(() => Promise.resolve(1), ['assets/b.css']);
    await tick();
    settle('/assets/b.css', 'load');
    await expect(second).resolves.toBe(1);
    window.removeEventListener('vite:preloadError', listener);
  });
});
