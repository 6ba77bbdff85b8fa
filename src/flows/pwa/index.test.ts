import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/runtime/site';
import { SETTLE_MS } from '@/ui/after-paint';
import { startPwa } from './index';
import { SETTLED_MARK } from './settled-mark';
import type { PwaContext } from './pwa-context';
import { WAIT } from '@/lib/testing/wait';

const started = vi.hoisted(() => ({ calls: [] as PwaContext[] }));
vi.mock('./pwa-start', () => ({ startPwa: (ctx: PwaContext) => void started.calls.push(ctx) }));

const site = { assetBase: '/m/merchants/luckyvn/', manifest: { id: 'luckyvn' }, status: null } as unknown as Site;

describe('startPwa (first load)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    started.calls = [];
    document.head.querySelectorAll('link[rel="manifest"]').forEach((l) => l.remove());
  });
  afterEach(() => vi.useRealTimers());

  it('links the merchant manifest right after the first paint, and starts the rest only once the page has settled', async () => {
    expect(document.readyState).toBe('complete');
    startPwa(site);
    const link = () => document.head.querySelector('link[rel="manifest"]')?.getAttribute('href');
    expect(link()).toBeUndefined(); // the first paint waits for no request
    await vi.advanceTimersByTimeAsync(20); // a frame, and the task after it
    expect(link()).toBe('/m/merchants/luckyvn/app.webmanifest');
    const mark = vi.spyOn(performance, 'mark');
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 21);
    expect(started.calls).toHaveLength(0);
    expect(mark).not.toHaveBeenCalledWith(SETTLED_MARK);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(started.calls).toHaveLength(1), WAIT);
    // The mark that ends a visit's first load in the byte budget's measure.
    expect(mark).toHaveBeenCalledExactlyOnceWith(SETTLED_MARK);
    expect(started.calls[0]!.keys).toMatchObject({ templates: 'templates', pwaUpdateHash: 'pwa-update-hash' });
    expect(started.calls[0]!.assetUrl('assets/icon-192.png')).toBe('/m/merchants/luckyvn/assets/icon-192.png');
  });

  it('a later manifest link replaces the first: one link, complete when it enters the page', async () => {
    startPwa(site);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    await vi.waitFor(() => expect(started.calls).toHaveLength(1), WAIT);
    const added: string[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => added.push((n as HTMLLinkElement).getAttribute('href') ?? ''))));
    observer.observe(document.head, { childList: true });
    started.calls[0]!.linkManifest('blob:http://localhost/1234');
    await Promise.resolve();
    observer.disconnect();
    expect(added).toEqual(['blob:http://localhost/1234']);
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });

  it('in a tab that ran no frame yet, a manifest the rest linked first is kept', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    startPwa(site);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    await vi.waitFor(() => expect(started.calls).toHaveLength(1), WAIT);
    started.calls[0]!.linkManifest('blob:http://localhost/templates');
    frames.forEach((frame) => frame(0)); // the tab is shown
    await vi.advanceTimersByTimeAsync(1);
    expect([...document.head.querySelectorAll('link[rel="manifest"]')].map((l) => l.getAttribute('href'))).toEqual(['blob:http://localhost/templates']);
    vi.unstubAllGlobals();
  });
});
