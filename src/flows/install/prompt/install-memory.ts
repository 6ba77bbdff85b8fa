import { STORE_KEYS, storage } from '@/lib/storage';
import { INSTALLED_CLOSE_COUNT } from './install-prompt-rules';

/**
 * What the install prompt remembers (docs/decisions.md):
 * - the skip flag, for this browser session (sessionStorage): dismissed once, not again today-ish;
 * - the close counter, on the device (localStorage), so a2hsMaxCloseTimes can ever be reached;
 * - 99 in the counter after the app was installed: never again.
 */
export const installMemory = {
  skipped: (): boolean => storage.get('session', STORE_KEYS.installPromptSkipped) === '1',
  closes: (): number => Number(storage.get('local', STORE_KEYS.installPromptCloses)) || 0,
  /** Not now, for this session (accepting, or opening the guide, also lands here). */
  skip(): void {
    storage.set('session', STORE_KEYS.installPromptSkipped, '1');
  },
  /** The player declined: skip for the session and count one close. */
  close(): void {
    installMemory.skip();
    const closes = installMemory.closes();
    if (closes < INSTALLED_CLOSE_COUNT) storage.set('local', STORE_KEYS.installPromptCloses, String(closes + 1));
  },
};
