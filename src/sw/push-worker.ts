/// <reference lib="webworker" />
/**
 * The service worker's own parts, imported by the Workbox-generated /m/sw.js (importScripts, see
 * scripts/vite/push-worker-plugin.ts): the landing pages' HTML (landing-worker.ts), and push: it
 * shows what a push carries and opens its page on tap.
 * Firebase's own worker SDK is not loaded: FCM pushes arrive as plain push events, and showing
 * one needs nothing more than this (it also keeps the worker small).
 */
import './landing-worker';
import { openNotificationTarget, pushDisplay, readPushData } from './push-display';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('push', (event) => {
  const display = pushDisplay(readPushData(event.data), self.location.origin);
  if (display) event.waitUntil(self.registration.showNotification(display.title, display.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? new URL('/m/home', self.location.origin).href;
  event.waitUntil(openNotificationTarget(self.clients, url));
});
