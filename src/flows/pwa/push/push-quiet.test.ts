import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNoModal } from './push-quiet';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('whenNoModal', () => {
  it('resolves after the settle time plus one quiet poll', async () => {
    vi.useFakeTimers();
    let done = false;
    void whenNoModal(document, { settleMs: 3000, pollMs: 1000 }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(3999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('waits while a modal dialog is open, and a while after it closed', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<section role="dialog" aria-modal="true">Install</section>';
    let done = false;
    void whenNoModal(document, { settleMs: 0, pollMs: 1000 }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(done).toBe(false);
    document.body.innerHTML = '<section role="dialog" aria-modal="false">Push</section>';
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(true);
  });
});
