/// <reference lib="webworker" />
/**
 * The service worker's push part, imported by the Workbox-generated /m/sw.js (importScripts, see
 * scripts/vite/push-worker-plugin.ts). It shows what a push carries and opens its page on tap.
 * Firebase's own worker SDK is not loaded: FCM pushes arrive as plain push events, and showing
 * one needs nothing more than this (it also keeps the worker small).
 */
import { pushDisplay, readPushData } from './push-display';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('push', (event) => {
  const display = pushDisplay(readPushData(event.data), self.location.origin);
  if (display) event.waitUntil(self.registration.showNotification(display.title, display.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? new URL('/m/home', self.location.origin).href;
  event.waitUntil(
    (async () => {
      // A window already on that page comes to the front; otherwise a new one opens. An open
      // window is never navigated away: it may hold a form the player is filling in.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === url);
      if (same) await same.focus();
      else await self.clients.openWindow(url);
    })(),
  );
});
