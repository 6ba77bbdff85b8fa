import type { ComponentType } from 'react';
import type { DeviceInfo } from '@/lib/device';
import type { STORE_KEYS, storage } from '@/lib/storage';
import type { Site } from '@/runtime/site';

/**
 * What the lazy part of the flow (pwa-start.ts) gets from the first load instead of importing it.
 *
 * Why not import: the bundler puts a module that both the entry and a lazy chunk import into a
 * chunk of its own, which the first load then fetches as an extra file (about 1.5 KB more on
 * /m/home, measured with scripts/check-budget.ts). Handing the lazy chunk what the entry already
 * holds keeps the first load as it was; only type imports cross over.
 */
export interface PwaContext {
  site: Site;
  /** Where the merchant's asset paths are served (runtime/site assetUrl). */
  assetUrl: (path: string) => string;
  storage: typeof storage;
  keys: typeof STORE_KEYS;
  sha256: (text: string) => Promise<string | null>;
  linkManifest: (href: string) => void;
  device: () => Promise<Pick<DeviceInfo, 'inLineApp' | 'inNativeApp'>>;
  /** Puts a component in the shell's overlay slot (pwa-overlay.tsx). */
  mountOverlay: (view: ComponentType) => void;
  /** Settles once push for the last ended session has ended (push-end.ts), so a new login binds after it. */
  pushEnded: () => Promise<unknown>;
}
