import { afterAll, beforeAll, beforeEach } from 'vitest';
import { sandboxClient, type SandboxClient } from '../sandbox-client';
import { FIXTURE_MERCHANTS, startSandbox, type RunningSandbox } from '../server';

export interface FixtureSandbox {
  /** The running sandbox; only valid inside hooks and tests (it starts in beforeAll). */
  readonly sandbox: RunningSandbox;
  /** A client for one merchant code, created on first use and cached for the file. */
  client(merchant: string): SandboxClient;
}

/**
 * Registers the vitest hooks for a test file that talks to the fixture sandbox:
 * starts it once per file (beforeAll), closes it (afterAll), and resets every
 * merchant to the seed before each test (beforeEach). Call it at the top level:
 *
 *   // @vitest-environment node
 *   const fx = useFixtureSandbox();
 *   beforeEach(async () => { token = await fx.client('LVN').login('demo', 'demo1234'); }); // runs after the reset
 *
 *   it('answers member info', async () => {
 *     expect(await fx.client('LVN').get('/wps/member/info', { token })).toMatchObject({ success: true });
 *     expect((await fetch(`${fx.sandbox.url}/__sandbox/nothing`)).status).toBe(404);
 *   });
 */
export function useFixtureSandbox(): FixtureSandbox {
  let running: RunningSandbox | undefined;
  const clients = new Map<string, SandboxClient>();

  const handle: FixtureSandbox = {
    get sandbox() {
      if (!running) throw new Error('the fixture sandbox is not running: use it inside hooks and tests only');
      return running;
    },
    client(merchant) {
      let client = clients.get(merchant);
      if (!client) clients.set(merchant, (client = sandboxClient(handle.sandbox.url, merchant)));
      return client;
    },
  };

  beforeAll(async () => {
    running = await startSandbox({ merchantsDir: FIXTURE_MERCHANTS });
  });
  afterAll(async () => {
    clients.clear();
    await running?.close();
    running = undefined;
  });
  // reset(true) clears every merchant; the client's own code does not matter.
  beforeEach(() => handle.client('LVN').reset(true));

  return handle;
}
