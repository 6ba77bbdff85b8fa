import { STORE_KEYS, storage } from '@/lib/storage';
import { INSTALLED_CLOSE_COUNT } from '../install-paths';

/**
 * Chromium offers its install dialog through `beforeinstallprompt`, once, early: this tiny
 * listener runs in the first load (app/main.tsx) and keeps the event until the lazily loaded prompt
 * asks for it. Keeping it also stops the browser's own mini-infobar, so the merchant's prompt
 * (with its timing and close limits) is the only one. `appinstalled` sets the counter to 99.
 */
export interface InstallEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let pending: InstallEvent | null = null;

export function captureInstallEvents(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    pending = event as InstallEvent;
  });
  target.addEventListener('appinstalled', () => {
    pending = null;
    storage.set('local', STORE_KEYS.installPromptCloses, String(INSTALLED_CLOSE_COUNT));
  });
}

/** The kept event, once: a browser's event can prompt only one time. */
export function takeInstallEvent(): InstallEvent | null {
  const event = pending;
  pending = null;
  return event;
}
