import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/EN.json';
import { ui } from '@/state/ui';
import { checkLine, NETWORK_TOAST_MS } from './check-line';
import { watchNetwork } from './network-watch';
import { lineProblem } from './ping-server';

// The ping and what its outcome calls for are tested against real servers (ping-server.test.ts);
// here it is scripted so the rules around it (when to ping, what to say, for how long, how often)
// can be checked.
vi.mock('./ping-server', () => ({ lineProblem: vi.fn() }));
const ping = vi.mocked(lineProblem);

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: en } }, keySeparator: false, nsSeparator: false });
});

let online = true;
let stops: (() => void)[] = [];
const watch = () => stops.push(watchNetwork());
beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  ping.mockReset();
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  ui.toasts.splice(0);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const OFFLINE = en['network.offline'];
const UNSTABLE = en['network.unstable'];
const messages = () => ui.toasts.map((t) => t.message);

describe('network state (offline and unstable toasts)', () => {
  it("going offline says 'network offline' for 1.5 s, without a ping", () => {
    watch();
    online = false;
    window.dispatchEvent(new Event('offline'));
    expect(messages()).toEqual([OFFLINE]);
    vi.advanceTimersByTime(NETWORK_TOAST_MS - 1);
    expect(messages()).toEqual([OFFLINE]);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
    expect(ping).not.toHaveBeenCalled();
  });

  it('starting offline says it at once', () => {
    online = false;
    watch();
    expect(messages()).toEqual([OFFLINE]);
  });

  it("back online, a failed ping says 'network unstable' for 1.5 s", async () => {
    watch();
    expect(messages()).toEqual([]);
    ping.mockResolvedValue('network.unstable');
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(ping).toHaveBeenCalledOnce();
    expect(messages()).toEqual([UNSTABLE]);
    await vi.advanceTimersByTimeAsync(NETWORK_TOAST_MS);
    expect(messages()).toEqual([]);
  });

  it('back online with a good line says nothing', async () => {
    watch();
    ping.mockResolvedValue(null);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(ping).toHaveBeenCalledOnce();
    expect(messages()).toEqual([]);
  });

  it('stops listening when unmounted', () => {
    watchNetwork()();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(messages()).toEqual([]);
    expect(ping).not.toHaveBeenCalled();
  });
});

describe('checkLine (after a call got no answer)', () => {
  it('a burst of failures shares one ping and says it once', async () => {
    let answer: (problem: 'network.unstable') => void = () => undefined;
    ping.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const results = [checkLine(), checkLine(), checkLine()];
    await vi.advanceTimersByTimeAsync(0);
    expect(ping).toHaveBeenCalledOnce();
    answer('network.unstable');
    expect(await Promise.all(results)).toEqual([false, false, false]);
    expect(messages()).toEqual([UNSTABLE]);
    ping.mockResolvedValue('network.unstable');
    await checkLine(); // a new ping once the first is over, but the toast is not doubled
    expect(ping).toHaveBeenCalledTimes(2);
    expect(messages()).toEqual([UNSTABLE]);
  });

  it('a browser that reads online but cannot reach us at all is told it is offline', async () => {
    // A page served by the service worker while offline: navigator.onLine may still read true.
    ping.mockResolvedValue('network.offline');
    expect(await checkLine()).toBe(false);
    expect(ping).toHaveBeenCalledOnce();
    expect(messages()).toEqual([OFFLINE]);
  });

  it('a good line answers true and says nothing', async () => {
    ping.mockResolvedValue(null);
    expect(await checkLine()).toBe(true);
    expect(messages()).toEqual([]);
  });

  it('while the browser is offline it says offline and does not ping', async () => {
    online = false;
    expect(await checkLine()).toBe(false);
    expect(ping).not.toHaveBeenCalled();
    expect(messages()).toEqual([OFFLINE]);
  });
});
