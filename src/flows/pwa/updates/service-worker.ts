import { Workbox } from 'workbox-window';

/**
 * Registers /m/sw.js (scope /m/) and turns its life cycle into the update dialog.
 *
 * - A new worker that installed while an older one controls the page *waits* (prompt mode): the
 *   dialog asks; Refresh tells the waiting worker to skip waiting and reloads once it has taken
 *   control. Nobody is reloaded without asking.
 * - First install: the worker claims the page, and the page hands it the files it already loaded
 *   (Workbox's CACHE_URLS message), so the locale file and the merchant's manifest are there for
 *   an offline start without waiting for a second visit.
 * - In the LINE in-app browser and in the native app, service workers go stale and are hard to
 *   clear: none is registered there, any old one is removed, then the dialog.
 */
export const SW_URL = '/m/sw.js';
export const SW_SCOPE = '/m/';

export interface ServiceWorkerDeps {
  inEmbeddedBrowser: boolean;
  onUpdate: () => void;
  container?: ServiceWorkerContainer;
  reload?: () => void;
}

export interface ServiceWorkerControl {
  /** Activates a waiting worker (asking the server first when none waits yet), then reloads. */
  refresh: () => Promise<void>;
  /** Push subscribes through it (push-start.ts). */
  registration: ServiceWorkerRegistration;
}

const CONTROL_TIMEOUT_MS = 4000;

/** Same-origin files this page loaded that the worker's run-time routes keep (see scripts/vite/pwa-plugin.ts). */
export function urlsToWarm(entries: { name: string }[], origin: string): string[] {
  return entries.map((e) => e.name).filter((url) => url.startsWith(`${origin}/m/assets/`) || url.startsWith(`${origin}/m/merchants/`));
}

export async function removeStaleWorkers(container: ServiceWorkerContainer): Promise<number> {
  const registrations = await container.getRegistrations();
  const results = await Promise.all(registrations.map((r) => r.unregister().catch(() => false)));
  return results.filter(Boolean).length;
}

function waitForInstalled(worker: ServiceWorker, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      if (worker.state !== 'installing') resolve();
    };
    worker.addEventListener('statechange', done);
    setTimeout(resolve, timeoutMs);
    done();
  });
}

export async function startServiceWorker(deps: ServiceWorkerDeps): Promise<ServiceWorkerControl | null> {
  const container = deps.container ?? (navigator.serviceWorker as ServiceWorkerContainer | undefined);
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    (deps.reload ?? (() => location.reload()))();
  };
  if (!container) return null;
  if (deps.inEmbeddedBrowser) {
    if ((await removeStaleWorkers(container)) > 0) deps.onUpdate();
    return null;
  }

  const wb = new Workbox(SW_URL, { scope: SW_SCOPE });
  wb.addEventListener('waiting', () => deps.onUpdate());
  wb.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    const urlsToCache = urlsToWarm(performance.getEntriesByType('resource'), location.origin);
    void wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => undefined);
  });
  const registration = await wb.register({ immediate: true });
  if (!registration) return null;

  return {
    registration,
    async refresh() {
      if (!registration.waiting) await registration.update().catch(() => undefined);
      if (registration.installing) await waitForInstalled(registration.installing, CONTROL_TIMEOUT_MS);
      const waiting = registration.waiting;
      if (!waiting) return reload();
      container.addEventListener('controllerchange', () => reload(), { once: true });
      waiting.postMessage({ type: 'SKIP_WAITING' });
      // A worker that never takes control (another tab holds it mid-fetch) must not leave the
      // player with a dead button.
      setTimeout(reload, CONTROL_TIMEOUT_MS);
    },
  };
}
