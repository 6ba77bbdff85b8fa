import type { Flow } from '@/runtime/flow';
import { afterFirstPaint } from '@/ui/after-paint';

/**
 * Marketing tracking: the tracking event post for registration, login, first deposit and app
 * download, and the third-party pixels the merchant configured. Nothing of it is in the first
 * paint: its chunk loads a moment after the first screen painted (SETTLE_MS), and `track()`
 * (state/tracking.ts) queues what happens before. Pixel ids for the register payload's pixelTrack
 * are the auth flow's (register-payload.ts).
 */
export const SETTLE_MS = 1500;

export const trackingFlow = {
  start: (site) => {
    void afterFirstPaint()
      .then(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)))
      .then(() => import('./tracking-start'))
      .then((m) => m.startTracking(site))
      .catch(() => undefined);
  },
} satisfies Flow;
