/// <reference lib="webworker" />
/**
 * The worker's part for landing pages (the rules: landing-shells.ts). Imported by push-worker.ts,
 * which /m/sw.js imports before Workbox registers its routes: this listener sees a navigation
 * first, answers every navigation under /m/ (Workbox's navigation route would answer the same
 * ones, with index.html) and stops the event there.
 */
import { LANDING_CACHE, NOT_A_SHELL, SHELL_STARTER, assetScripts, isLandingCandidate, isShell, landingKey } from './landing-shells';

declare const self: ServiceWorkerGlobalScope;

async function precache(): Promise<Cache | null> {
  const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache'));
  return name ? caches.open(name) : null;
}

/** The page is of this worker's build: every app script it names is in the worker's precache. */
async function ofThisBuild(html: string): Promise<boolean> {
  const scripts = assetScripts(html);
  const cache = await precache();
  if (!cache || scripts.length === 0) return false;
  for (const path of scripts) {
    if (!(await cache.match(new URL(path, self.location.origin).href, { ignoreSearch: true }))) return false;
  }
  return true;
}

/** Fetches the page and keeps it if it is a shell of this build, or notes that it is not a shell. */
async function refresh(request: Request | string, key: string): Promise<void> {
  const response = await fetch(request, { credentials: 'same-origin' });
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) return;
  const html = await response.clone().text();
  const cache = await caches.open(LANDING_CACHE);
  if (!isShell(html)) await cache.put(key, new Response('', { headers: { [NOT_A_SHELL]: '1' } }));
  else if (await ofThisBuild(html)) {
    if (!(await cache.match(SHELL_STARTER))) await cache.add(SHELL_STARTER);
    await cache.put(key, response);
  }
}

/** What Workbox's navigation route answers: the precached /m/index.html. */
async function appShell(request: Request): Promise<Response> {
  const cache = await precache();
  return (await cache?.match(new URL('/m/index.html', self.location.origin).href, { ignoreSearch: true })) ?? fetch(request);
}

async function answer(event: FetchEvent, key: string): Promise<Response> {
  const kept = await (await caches.open(LANDING_CACHE)).match(key);
  const notAShell = kept?.headers.has(NOT_A_SHELL) ?? false;
  if (!notAShell) event.waitUntil(refresh(event.request, key).catch(() => undefined));
  return kept && !notAShell ? kept : appShell(event.request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin === self.location.origin && url.pathname === SHELL_STARTER) {
    event.stopImmediatePropagation();
    event.respondWith(caches.open(LANDING_CACHE).then((cache) => cache.match(SHELL_STARTER)).then((kept) => kept ?? fetch(request)));
    return;
  }
  if (request.mode !== 'navigate') return;
  if (url.origin !== self.location.origin || !isLandingCandidate(url)) return;
  event.stopImmediatePropagation();
  event.respondWith(answer(event, landingKey(url)));
});

// A new worker: shells of the old build go (activation waits for that), then the pages open now
// (the page that installed the worker, on a first visit) are fetched for next time, without
// holding activation up on the network.
self.addEventListener('activate', (event) => {
  const cleared = caches.delete(LANDING_CACHE);
  event.waitUntil(cleared);
  void cleared
    // Uncontrolled too: on a first visit, Workbox's claim of the page may come after this.
    .then(() => self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
    .then((pages) => Promise.all(pages.map((page) => new URL(page.url)).filter((url) => url.origin === self.location.origin && isLandingCandidate(url)).map((url) => refresh(url.href, landingKey(url)))))
    .catch(() => undefined);
});
