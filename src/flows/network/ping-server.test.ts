// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { configureForTest } from '@/lib/http/testing/configure-for-test';
import { fail, ok, startServer, type Reply, type TestServer } from '@/lib/http/testing/test-server';
import { lineProblem, PING_PATH, pingOutcome, pingServer } from './ping-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(reply: Reply) {
  server = await startServer(() => reply);
  configureForTest(server.origin);
  return server;
}

describe('pingServer', () => {
  it('true for a success envelope; sends the Merchant header and no token', async () => {
    const s = await serve(ok({ pong: true }));
    await expect(pingServer({ timeoutMs: 5_000 })).resolves.toBe(true);
    const [hit] = s.hitsTo(PING_PATH);
    expect(hit?.headers.merchant).toBe('ACME');
    expect(hit?.headers.authorization).toBeUndefined();
  });

  it.each<[string, Reply]>([
    ['an HTTP error', { status: 500, text: 'oops' }],
    ['a business error', fail('http.503')],
    ['a page that is not our server', { text: '<html>captive portal</html>' }],
    ['a dropped connection', { destroy: true }],
  ])('false for %s', async (_name, reply) => {
    await serve(reply);
    await expect(pingServer({ timeoutMs: 5_000 })).resolves.toBe(false);
  });

  it('false once the timeout passes (the ping aborts after 5 s; here 100 ms)', async () => {
    await serve({ hang: true });
    const started = Date.now();
    await expect(pingServer({ timeoutMs: 100 })).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(10_000); // far below the 60 s a missing timeout would take
  });

  it('false at once when the caller aborts', async () => {
    await serve({ hang: true });
    const controller = new AbortController();
    const result = pingServer({ timeoutMs: 60_000, signal: controller.signal });
    controller.abort();
    await expect(result).resolves.toBe(false);
    const aborted = new AbortController();
    aborted.abort();
    await expect(pingServer({ timeoutMs: 60_000, signal: aborted.signal })).resolves.toBe(false);
  });
});

describe('pingOutcome and lineProblem: what a failed ping tells the player', () => {
  it.each<[string, Reply]>([
    ['an HTTP error', { status: 502, text: 'Bad Gateway' }],
    ['a captive portal page', { text: '<html>captive portal</html>' }],
  ])("a response that is not our answer (%s) is 'failed': network unstable", async (_name, reply) => {
    await serve(reply);
    await expect(pingOutcome({ timeoutMs: 5_000 })).resolves.toBe('failed');
    await expect(lineProblem()).resolves.toBe('network.unstable');
  });

  it("no answer before the timeout is 'failed', not 'unreachable'", async () => {
    await serve({ hang: true });
    await expect(pingOutcome({ timeoutMs: 100 })).resolves.toBe('failed');
  });

  it("a request that cannot reach anything is 'unreachable': network offline", async () => {
    // A port nothing listens on: the request fails at once with no response, as it does offline.
    const s = await serve(ok({ pong: true }));
    await s.close();
    server = undefined;
    await expect(pingOutcome({ timeoutMs: 5_000 })).resolves.toBe('unreachable');
    await expect(lineProblem()).resolves.toBe('network.offline');
  });

  it('a good answer is no problem', async () => {
    await serve(ok({ pong: true }));
    await expect(pingOutcome({ timeoutMs: 5_000 })).resolves.toBe('answered');
    await expect(lineProblem()).resolves.toBeNull();
  });
});
