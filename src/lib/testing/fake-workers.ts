import { vi } from 'vitest';

/**
 * Test support: a service worker container whose registration has a newer worker waiting (or
 * installing, or found by `update()`, or none), as a deploy leaves it.
 *
 *   const workers = fakeWorkers({ waiting: true });
 *   … workers.messages  // [{ type: 'SKIP_WAITING' }]
 *   workers.takeOver(); // controllerchange
 */
export function fakeWorkers(state: { waiting?: boolean; installing?: boolean; foundOnUpdate?: boolean } = {}) {
  const takeOvers = new Set<() => void>();
  const messages: unknown[] = [];
  const worker = () => ({ postMessage: (message: unknown) => void messages.push(message) }) as unknown as ServiceWorker;
  const stateListeners = new Set<() => void>();
  const installing = state.installing ? Object.assign(worker(), { state: 'installing', addEventListener: (_: string, fn: () => void) => stateListeners.add(fn) }) : null;
  const registration = {
    waiting: state.waiting ? worker() : null,
    installing,
    update: vi.fn(async () => {
      if (state.foundOnUpdate) registration.waiting = worker();
    }),
  };
  const container = {
    getRegistration: vi.fn(async () => registration),
    addEventListener: (type: string, fn: () => void) => void (type === 'controllerchange' && takeOvers.add(fn)),
  } as unknown as ServiceWorkerContainer;
  return {
    container,
    registration,
    messages,
    /** The waiting worker has taken control of the page. */
    takeOver: () => takeOvers.forEach((fn) => fn()),
    /** The installing worker has installed: it now waits. */
    installed: () => {
      Object.assign(installing!, { state: 'installed' });
      registration.installing = null;
      registration.waiting = installing;
      stateListeners.forEach((fn) => fn());
    },
  };
}

