// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import { buildRouteTable } from '@/runtime/steps/build-route-table';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';
import { resolveFeatures } from '@/runtime/steps/resolve-features';
import type { Site } from '@/runtime/site';
import { readStatus, STATUS_DEADLINE_MS, type SystemStatus } from '@/runtime/steps/system-status';
import validate from '@/runtime/validate-manifest.generated.js';
import luckyvn from '../../merchants/luckyvn/manifest.json';
import { afterStatusFailure, lateSite, REASK_FIRST_MS, REASK_MAX_MS, reaskDelayMs } from './late-status';
import { siteStore } from './site-store';

function validated(data: unknown): MerchantManifest {
  if (!validate(data)) throw new Error('luckyvn manifest is invalid'); // also fills in the schema defaults
  return data;
}
const manifest = validated(structuredClone(luckyvn));
// What start-up makes when the status call failed: the manifest alone.
const started = (): Site => ({ manifest, features: resolveFeatures(manifest, null), routes: buildRouteTable(manifest.routes), status: null, assetBase: '/m/merchants/luckyvn/' });

const timeout = () => new HttpError({ code: 'ECONNABORTED', message: 'The request timed out. Please retry.' });
const refused = () => new HttpError({ code: 'domain_not_available', status: 200, message: 'This domain is not available.' });
const TIMED_OUT = { code: 'ECONNABORTED', message: '' };

/** A status call the test answers: each ask waits for `answer` or `fail`. */
function statusServer() {
  const pending: { resolve: (s: SystemStatus) => void; reject: (e: unknown) => void }[] = [];
  const ask = vi.fn(() => new Promise<SystemStatus>((resolve, reject) => pending.push({ resolve, reject })));
  const last = () => pending.at(-1)!;
  return {
    ask,
    answer: async (raw: Record<string, unknown>) => {
      last().resolve(readStatus(raw));
      await vi.advanceTimersByTimeAsync(0);
    },
    fail: async (error: unknown) => {
      last().reject(error);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the status deadline', () => {
  it('is 4 s: a stalled status holds start-up no longer (and well inside its 10 s limit)', () => {
    expect(STATUS_DEADLINE_MS).toBe(4_000);
  });
});

describe('background asks after a failed start-up status', () => {
  it('wait 5 s, then twice as long each time, up to 2 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reaskDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 120_000, 120_000, 120_000]);
    expect([REASK_FIRST_MS, REASK_MAX_MS]).toEqual([5_000, 120_000]);
  });

  it('tell the player once, ask again on the backoff silently, and end when the status answers', async () => {
    const store = siteStore(started());
    const report = vi.fn();
    const server = statusServer();
    afterStatusFailure(TIMED_OUT, { store, ask: server.ask, report });
    expect(report).toHaveBeenCalledExactlyOnceWith(TIMED_OUT); // the failure notice, at once
    await vi.advanceTimersByTimeAsync(REASK_FIRST_MS - 1);
    expect(server.ask).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(server.ask).toHaveBeenCalledTimes(1);
    await server.fail(timeout());
    await vi.advanceTimersByTimeAsync(10_000 - 1);
    expect(server.ask).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.ask).toHaveBeenCalledTimes(2);
    await server.fail(new HttpError({ code: 'http.500', status: 500, message: 'x' }));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(server.ask).toHaveBeenCalledTimes(3);
    expect(report).toHaveBeenCalledTimes(1); // the failures in the background say nothing
    await server.answer({ maintenance: true, maintenanceEnd: 1_900_000_000_000 });
    expect(store.get().features.maintenance).toEqual({ active: true, endsAt: 1_900_000_000_000 });
    await vi.advanceTimersByTimeAsync(REASK_MAX_MS * 3);
    expect(server.ask).toHaveBeenCalledTimes(3); // answered: no more asks
  });

  it('a maintenance or region-restriction answer replaces the site (its gate screen shows); any other answer leaves the running app as it is', async () => {
    for (const [raw, applied] of [[{ maintenance: true }, true], [{ regionRestriction: true, location: { ip: '203.0.113.7' } }, true], [{ whitelabelVal: { CBS3: false } }, false]] as const) {
      const first = started();
      const store = siteStore(first);
      const listener = vi.fn();
      store.subscribe(listener);
      const server = statusServer();
      afterStatusFailure(TIMED_OUT, { store, ask: server.ask, report: vi.fn() });
      await vi.advanceTimersByTimeAsync(REASK_FIRST_MS);
      await server.answer(raw);
      expect(listener).toHaveBeenCalledTimes(applied ? 1 : 0);
      if (applied) expect(store.get()).toMatchObject({ manifest, routes: first.routes, status: { ...readStatus(raw) } });
      else expect(store.get()).toBe(first);
    }
    expect(lateSite(started(), readStatus({ regionRestriction: true, location: { ip: '203.0.113.7' } }))?.features).toMatchObject({ regionRestricted: true, clientIp: '203.0.113.7' });
  });

  it('a refused domain gets its modal: at start-up nothing is asked again; in the background the asks end with it', async () => {
    const atStart = statusServer();
    const report = vi.fn();
    afterStatusFailure({ code: 'domain_not_available', message: 'No.' }, { store: siteStore(started()), ask: atStart.ask, report });
    await vi.advanceTimersByTimeAsync(REASK_MAX_MS * 3);
    expect(atStart.ask).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledExactlyOnceWith({ code: 'domain_not_available', message: 'No.' });

    const later = statusServer();
    report.mockClear();
    afterStatusFailure(TIMED_OUT, { store: siteStore(started()), ask: later.ask, report });
    await vi.advanceTimersByTimeAsync(REASK_FIRST_MS);
    await later.fail(refused());
    expect(report).toHaveBeenLastCalledWith({ code: 'domain_not_available', message: 'This domain is not available.' });
    await vi.advanceTimersByTimeAsync(REASK_MAX_MS * 3);
    expect(later.ask).toHaveBeenCalledTimes(1);
  });

  it('while the browser says it is offline, the due ask waits for it to come back online', async () => {
    const listeners = new Map<string, () => void>();
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('addEventListener', (type: string, listener: () => void) => listeners.set(type, listener));
    vi.stubGlobal('removeEventListener', (type: string) => listeners.delete(type));
    const store = siteStore(started());
    const server = statusServer();
    const stop = afterStatusFailure(TIMED_OUT, { store, ask: server.ask, report: vi.fn() });
    await vi.advanceTimersByTimeAsync(REASK_MAX_MS * 3);
    expect(server.ask).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { onLine: true });
    listeners.get('online')!();
    expect(server.ask).toHaveBeenCalledTimes(1);
    await server.answer({ regionRestriction: true });
    expect(store.get().features.regionRestricted).toBe(true);

    // Stopped while waiting for the network: the wait ends with it.
    vi.stubGlobal('navigator', { onLine: false });
    const waiting = statusServer();
    const stopWaiting = afterStatusFailure(TIMED_OUT, { store: siteStore(started()), ask: waiting.ask, report: vi.fn() });
    await vi.advanceTimersByTimeAsync(REASK_FIRST_MS);
    expect(listeners.has('online')).toBe(true);
    stopWaiting();
    expect(listeners.has('online')).toBe(false);
    stop();
  });

  it('stop() ends the asks, and an answer arriving after it changes nothing', async () => {
    const store = siteStore(started());
    const first = store.get();
    const server = statusServer();
    const stop = afterStatusFailure(TIMED_OUT, { store, ask: server.ask, report: vi.fn() });
    await vi.advanceTimersByTimeAsync(REASK_FIRST_MS);
    stop();
    await server.answer({ maintenance: true });
    expect(store.get()).toBe(first);
    await vi.advanceTimersByTimeAsync(REASK_MAX_MS * 3);
    expect(server.ask).toHaveBeenCalledTimes(1);
  });
});
