import { translate } from '@/lib/i18n/i18n';
import { showToast, ui } from '@/state/ui';

/** Spec section 8: the offline and unstable messages show for 1.5 s. */
export const NETWORK_TOAST_MS = 1_500;

/** One toast of a kind at a time: a burst of failures says it once. */
function say(key: 'network.offline' | 'network.unstable'): void {
  const message = translate(key);
  if (ui.toasts.some((t) => t.message === message)) return;
  showToast(message, NETWORK_TOAST_MS);
}

export const sayOffline = (): void => say('network.offline');

let probing: Promise<boolean> | null = null;

/**
 * Pings our server (GET /wps/system/test/ping, 5 s) and says 'network unstable' when it does not answer. Called when the
 * browser comes back online and when an API call got no answer (app/http-setup.ts); while the
 * browser knows it is offline the offline message says it all, so there is no ping. Calls made
 * while a ping runs share it.
 */
export function checkLine(): Promise<boolean> {
  if (navigator.onLine === false) {
    sayOffline();
    return Promise.resolve(false);
  }
  // The ping is its own chunk (the first load stays small); if even that cannot load, the line
  // is not usable, which is the answer.
  probing ??= import('./ping-server')
    .then((m) => m.pingServer({ timeoutMs: m.PING_TIMEOUT_MS }))
    .catch(() => false)
    .then((answered) => {
      if (!answered) say('network.unstable');
      return answered;
    })
    .finally(() => {
      probing = null;
    });
  return probing;
}
