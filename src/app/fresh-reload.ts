/**
 * Leaving a stale build at the player's word (app/stale-assets-handler.ts: the Refresh of the
 * dialog a missing chunk brings up) so that the next page runs the new one.
 *
 * Under a service worker a plain reload is not enough: the page is answered by the worker that
 * controls it, from its precache (the old index.html, the old core), and a newer worker that a
 * deploy brought waits until no page uses the old one, which a reload never brings about (the old
 * page is still there while the new one loads). The reloaded page asks for the same missing chunk,
 * and Refresh reloads into the same old build again: a loop. So the way out first hands over: asks
 * the server for a newer worker (when none waits yet), lets the one waiting take control
 * (`SKIP_WAITING`, which the generated worker obeys), and goes once it has (`controllerchange`), or
 * after a few seconds if it never does (another tab holds it mid-fetch): never a dead button.
 * Without a worker, or with none newer, it goes at once.
 *
 *   goFresh(() => location.reload(), navigator.serviceWorker)
 */
const HANDOVER_MS = 4000;

export function goFresh(go: () => void, container: ServiceWorkerContainer | undefined, timeoutMs = HANDOVER_MS): void | Promise<void> {
  if (!container) return go();
  let gone = false;
  const once = () => {
    if (gone) return;
    gone = true;
    go();
  };
  return handOver(container, once, timeoutMs).catch(once);
}

async function handOver(container: ServiceWorkerContainer, go: () => void, timeoutMs: number): Promise<void> {
  const registration = await container.getRegistration();
  if (registration && !registration.waiting) await registration.update().catch(() => undefined);
  if (registration?.installing) await installed(registration.installing, timeoutMs);
  const waiting = registration?.waiting;
  if (!waiting) return go();
  container.addEventListener('controllerchange', go, { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
  setTimeout(go, timeoutMs);
}

/** Until the worker has left 'installing' (or the time is up). */
function installed(worker: ServiceWorker, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => void (worker.state !== 'installing' && resolve());
    worker.addEventListener('statechange', check);
    setTimeout(resolve, timeoutMs);
    check();
  });
}
