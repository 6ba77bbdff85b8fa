// @vitest-environment node
// vitest: isolated (each test loads state/session.ts afresh with vi.resetModules, which other files sharing the graph would see)
// A step registered after a session ended on this page (a 401 during start-up, before the pwa flow
// registered push) is told of that end, as dead; not when a new session has started since.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/http/testing/memory-storage';
import { WAIT } from '@/lib/testing/wait';

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
});

const fresh = () => import('./session');

describe('onSessionEnd registered late', () => {
  it('hears of an earlier end, as dead, even an explicit one', async () => {
    const s = await fresh();
    s.setSession({ token: 'tok-1', merchantCode: 'ACME' });
    await s.logout('expired');
    const step = vi.fn();
    s.onSessionEnd(step);
    await vi.waitFor(() => expect(step).toHaveBeenCalledWith({ reason: 'expired', live: false }), WAIT);
  });

  it('hears nothing when no session ended, or a new one started since', async () => {
    const s = await fresh();
    const before = vi.fn();
    s.onSessionEnd(before);
    s.setSession({ token: 'tok-1', merchantCode: 'ACME' });
    await s.logout('expired');
    s.setSession({ token: 'tok-2', merchantCode: 'ACME' });
    const after = vi.fn();
    s.onSessionEnd(after);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(before).toHaveBeenCalledOnce(); // the end itself, once
    expect(after).not.toHaveBeenCalled();
  });
});
