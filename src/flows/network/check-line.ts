import { afterTexts, translate } from '@/lib/i18n/i18n';
import { showToast, ui } from '@/state/ui';

/** The offline and unstable messages show for 1.5 s. */
export const NETWORK_TOAST_MS = 1_500;

/**
 * One toast of a kind at a time: a burst of failures says it once. A failure during start-up (the
 * status call of an offline cold start) can come before the texts have loaded: it is said once they have.
 */
function say(key: 'network.offline' | 'network.unstable'): void {
  afterTexts(() => {
    const message = translate(key);
    if (!ui.toasts.some((t) => t.message === message)) showToast(message, NETWORK_TOAST_MS);
  });
}

export const sayOffline = (): void => say('network.offline');

let probing: Promise<boolean> | null = null;

/**
 * Pings our server (GET /wps/system/test/ping, 5 s) and says what it found: 'network offline' when
 * the ping could not leave the device, 'network unstable' when the server did not answer properly
 * (ping-server.ts, lineProblem). Called when the browser comes back online and when an API call got
 * no answer (app/http-setup.ts). While the browser knows it is offline the offline message says it
 * all, so there is no ping; a browser that wrongly reports online (a page served by the service
 * worker while offline) is caught by the ping. Calls made while a ping runs share it.
 */
export function checkLine(): Promise<boolean> {
  if (navigator.onLine === false) {
    sayOffline();
    return Promise.resolve(false);
  }
  // The ping is its own chunk (the first load stays small); if even that cannot load, the device
  // cannot reach us, which is the answer.
  probing ??= import('./ping-server')
    .then((m) => m.lineProblem())
    .catch(() => 'network.offline' as const)
    .then((problem) => {
      if (problem) say(problem);
      return !problem;
    })
    .finally(() => {
      probing = null;
    });
  return probing;
}
