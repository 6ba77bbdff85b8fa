import type { Flow } from '@/runtime/flow';
import { afterFirstPaint } from '@/ui/after-paint';

/**
 * Marketing tracking: the tracking event post for registration, login, first deposit and app
 * download, and the third-party pixels the merchant configured. Nothing of it is in the first
 * paint: its chunk loads after the first screen painted and starts a moment later
 * (tracking-start.ts); `track()` (state/tracking.ts) queues what happens before. The pixels never
 * share a document with a credential field (pixel-gate.ts, state/credential-fields.ts). Pixel ids for
 * the register payload's pixelTrack are the auth flow's (register-payload.ts). A chunk that cannot
 * load is simply no tracking.
 */
export const trackingFlow = {
  start: (site) => void afterFirstPaint().then(() => import('./tracking-start')).then((m) => m.startTracking(site), () => undefined),
} satisfies Flow;
