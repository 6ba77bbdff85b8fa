// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { removeStaleWorkers, startServiceWorker, urlsToWarm } from './service-worker';

function containerWith(registrations: number): ServiceWorkerContainer & { unregistered: number } {
  const container = {
    unregistered: 0,
    getRegistrations: async () =>
      Array.from({ length: registrations }, () => ({
        unregister: async () => {
          container.unregistered++;
          return true;
        },
      })),
    register: vi.fn(),
  };
  return container as unknown as ServiceWorkerContainer & { unregistered: number };
}

describe('service worker start', () => {
  it('in the LINE browser or the native app: registers none, removes old ones, then asks to refresh', async () => {
    const container = containerWith(2);
    const onUpdate = vi.fn();
    expect(await startServiceWorker({ inEmbeddedBrowser: true, onUpdate, container })).toBeNull();
    expect(container.unregistered).toBe(2);
    expect(container.register).not.toHaveBeenCalled();
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('there, with nothing to remove, asks nothing', async () => {
    const onUpdate = vi.fn();
    await startServiceWorker({ inEmbeddedBrowser: true, onUpdate, container: containerWith(0) });
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('counts only the registrations that were really removed', async () => {
    const container = {
      getRegistrations: async () => [{ unregister: async () => true }, { unregister: async () => false }, { unregister: async () => Promise.reject(new Error('x')) }],
    } as unknown as ServiceWorkerContainer;
    expect(await removeStaleWorkers(container)).toBe(1);
  });

  it('hands the worker the same-origin files its routes keep, nothing else', () => {
    const origin = 'https://lvn.example';
    expect(urlsToWarm([
      { name: `${origin}/m/assets/EN-abc.js` },
      { name: `${origin}/m/merchants/luckyvn/manifest.json` },
      { name: `${origin}/wps/system/status?device=MOBILE` },
      { name: 'https://cdn.example/m/assets/x.js' },
    ], origin)).toEqual([`${origin}/m/assets/EN-abc.js`, `${origin}/m/merchants/luckyvn/manifest.json`]);
  });
});
