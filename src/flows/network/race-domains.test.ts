// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureForTest } from '@/lib/http/testing/configure-for-test';
import { ok, startServer, type TestServer } from '@/lib/http/testing/test-server';
import { RACE_MAX_DOMAINS, RACE_TIMEOUT_MS, raceDomains, type Probe } from './race-domains';

/** A probe whose answers are scripted per origin: [delay ms, answered?]; records the signals. */
function scripted(plan: Record<string, [number, boolean] | 'never'>) {
  const calls: { origin: string; signal: AbortSignal }[] = [];
  const probe: Probe = (origin, signal) => {
    calls.push({ origin, signal });
    const step = plan[origin];
    if (!step || step === 'never') return new Promise(() => undefined);
    return new Promise((resolve) => setTimeout(() => resolve(step[1]), step[0]));
  };
  return { probe, calls };
}

describe('raceDomains (fake timers)', () => {
  afterEach(() => vi.useRealTimers());

  it('the first to answer wins, and the others are aborted', async () => {
    vi.useFakeTimers();
    const { probe, calls } = scripted({ a: [300, true], b: [100, true], c: [200, true] });
    const result = raceDomains(['a', 'b', 'c'], { probe });
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe('b');
    expect(calls.map((c) => c.origin).sort()).toEqual(['a', 'b', 'c']); // all raced at once
    expect(calls.every((c) => c.signal.aborted)).toBe(true);
  });

  it('a domain that fails first does not win; a slower one that answers does', async () => {
    vi.useFakeTimers();
    const { probe } = scripted({ fast: [10, false], slow: [2_000, true] });
    const result = raceDomains(['fast', 'slow'], { probe });
    await vi.advanceTimersByTimeAsync(1_999);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('slow');
  });

  it('a probe that throws counts as a failure', async () => {
    vi.useFakeTimers();
    const probe: Probe = (origin) => (origin === 'x' ? Promise.reject(new Error('boom')) : new Promise((r) => setTimeout(() => r(true), 50)));
    const result = raceDomains(['x', 'y'], { probe });
    await vi.advanceTimersByTimeAsync(50);
    await expect(result).resolves.toBe('y');
  });

  it('null as soon as every domain failed, without waiting for the timeout', async () => {
    vi.useFakeTimers();
    const { probe } = scripted({ a: [20, false], b: [40, false] });
    const result = raceDomains(['a', 'b'], { probe });
    await vi.advanceTimersByTimeAsync(40);
    await expect(result).resolves.toBeNull();
  });

  it('null after exactly 10 000 ms when nobody answers, and the pings are aborted', async () => {
    vi.useFakeTimers();
    const { probe, calls } = scripted({ a: 'never', b: 'never' });
    const result = raceDomains(['a', 'b'], { probe });
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(RACE_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    expect(calls.some((c) => c.signal.aborted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeNull();
    expect(calls.every((c) => c.signal.aborted)).toBe(true);
  });

  it('an answer after the timeout does not change the result', async () => {
    vi.useFakeTimers();
    const { probe } = scripted({ late: [RACE_TIMEOUT_MS + 5, true] });
    const result = raceDomains(['late'], { probe });
    await vi.advanceTimersByTimeAsync(RACE_TIMEOUT_MS + 10);
    await expect(result).resolves.toBeNull();
  });

  it('races at most 10 random domains, each once', async () => {
    vi.useFakeTimers();
    const origins = Array.from({ length: 15 }, (_, i) => `d${i}`);
    const { probe, calls } = scripted({});
    const result = raceDomains([...origins, 'd0', 'd1'], { probe });
    await vi.advanceTimersByTimeAsync(RACE_TIMEOUT_MS);
    await expect(result).resolves.toBeNull();
    expect(calls).toHaveLength(RACE_MAX_DOMAINS);
    expect(new Set(calls.map((c) => c.origin)).size).toBe(RACE_MAX_DOMAINS);
  });

  it('which 10 is up to the random source', async () => {
    const origins = Array.from({ length: 12 }, (_, i) => `d${i}`);
    const { probe, calls } = scripted({});
    const last = (n: number) => n - 1; // always swap in the last of the pool
    await raceDomains(origins, { probe, random: last, timeoutMs: 1 });
    expect(calls.map((c) => c.origin)).toEqual(['d11', 'd0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8']);
    calls.length = 0;
    await raceDomains(origins, { probe, random: () => 0, timeoutMs: 1 });
    expect(calls.map((c) => c.origin)).toEqual(origins.slice(0, 10));
  });

  it('an empty list is null at once and pings nothing', async () => {
    const { probe, calls } = scripted({});
    await expect(raceDomains([], { probe })).resolves.toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe('raceDomains (real local servers, the real ping)', () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  it('GET {domain}/wps/system/test/ping?speed=…: the fastest real answer wins; HTML and dropped connections lose', async () => {
    const app = await startServer(() => ok('app'));
    const slow = await startServer(() => ({ ...ok({ pong: true }), delayMs: 300 }));
    const fast = await startServer(() => ({ ...ok({ pong: true }), delayMs: 60 }));
    const html = await startServer(() => ({ text: '<html>parked domain</html>' }));
    const dead = await startServer(() => ({ destroy: true }));
    servers.push(app, slow, fast, html, dead);
    configureForTest(app.origin, { token: 'secret-token' });

    const before = Date.now();
    const winner = await raceDomains([slow.origin, html.origin, fast.origin, dead.origin]);
    expect(winner).toBe(fast.origin);

    const [hit] = fast.hitsTo('/wps/system/test/ping');
    expect(Number(hit?.query.get('speed'))).toBeGreaterThanOrEqual(before);
    expect(hit?.headers.merchant).toBe('ACME');
    expect(hit?.headers.authorization).toBeUndefined(); // never a token to another origin
    expect(hit?.headers.cookie).toBeUndefined();
    expect(app.hits).toHaveLength(0);
  });

  it('null when no server answers with a success envelope', async () => {
    const app = await startServer(() => ok('app'));
    const failing = await startServer(() => ({ status: 503, json: { success: false, code: 'http.503' } }));
    servers.push(app, failing);
    configureForTest(app.origin);
    await expect(raceDomains([failing.origin, 'http://127.0.0.1:9'])).resolves.toBeNull();
  });
});
