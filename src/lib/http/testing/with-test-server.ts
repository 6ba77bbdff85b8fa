/// <reference types="node" />
// Test support only: one real test server per test, closed after it, with lib/http configured
// against it.
//
//   const { setup } = withTestServer();
//   const { server } = await setup(() => ok({ id: 1 }));
import { afterEach } from 'vitest';
import { configureForTest } from './configure-for-test';
import { startServer, type Handler, type TestServer } from './test-server';

export function withTestServer() {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return {
    async setup(handler: Handler, overrides: Parameters<typeof configureForTest>[1] = {}) {
      server = await startServer(handler);
      return { server, ...configureForTest(server.origin, overrides) };
    },
  };
}

/** What a promise settled with: 'resolved', or the rejection reason. */
export const rejection = (promise: Promise<unknown>) => promise.then(() => 'resolved', (e: unknown) => e);
