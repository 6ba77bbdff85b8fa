import { resolveFeatures } from '@/runtime/steps/resolve-features';
import type { Site } from '@/runtime/site';
import { DOMAIN_NOT_AVAILABLE, statusFailureOf, type StatusFailure, type SystemStatus } from '@/runtime/steps/system-status';
import type { SiteStore } from './site-store';

/**
 * A status call that failed at start-up (a stalled server past its 4 s deadline, an error) does
 * not hold the app: it starts on the manifest's configuration, the failure notice shows, and the
 * status is asked again in the background (docs/decisions.md, "A stalled status holds nobody").
 */

/** The first background ask comes this long after start-up's failure; each next one waits twice as long… */
export const REASK_FIRST_MS = 5_000;
/** …up to this: then one ask every 2 minutes while the page is open. */
export const REASK_MAX_MS = 120_000;

/** The wait before background ask number `attempt` (0-based): 5 s, 10 s, 20 s, 40 s, 80 s, then 120 s. */
export function reaskDelayMs(attempt: number): number {
  return Math.min(REASK_FIRST_MS * 2 ** attempt, REASK_MAX_MS);
}

/**
 * What a status that answers after start-up changes in the running app: the site it would have
 * started with when the status stops the player (maintenance, region restriction), whose notice
 * screen then replaces the routes at once; otherwise nothing (null). Flags, captcha rules, image
 * CDNs, links and the rest wait for the next start: screens keyed on the site (a game or chat
 * launch, auto login, the lobby) would run again under the player's hands.
 */
export function lateSite(site: Site, status: SystemStatus): Site | null {
  const features = resolveFeatures(site.manifest, status);
  return features.maintenance.active || features.regionRestricted ? { ...site, features, status } : null;
}

export interface LateStatus {
  store: SiteStore;
  /** The status call with start-up's parameters (app/boot.ts). */
  ask: () => Promise<SystemStatus>;
  /** The handling of a failed status (flows/notices `reportStatusFailure`). */
  report: (failure: StatusFailure) => void;
}

/**
 * Start-up's status call failed: the notice now, then, unless the server refused this domain (a
 * real answer: its modal offers the way out), background asks with backoff until one answers. A
 * failed background ask is silent (the player was told once) except a refused domain, which gets
 * the domain-error modal as at start. The answer applies as `lateSite` says. While the browser
 * says it is offline the due ask waits for it to come back online (offline it could only fail,
 * and each failure's line check would say "offline" again). Returns `stop`.
 */
export function afterStatusFailure(failure: StatusFailure, { store, ask, report }: LateStatus): () => void {
  report(failure);
  let done = failure.code === DOMAIN_NOT_AVAILABLE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopWaiting: (() => void) | undefined;
  const askNow = (attempt: number) => {
    ask().then(
      (status) => {
        if (done) return;
        done = true;
        const site = lateSite(store.get(), status);
        if (site) store.set(site);
      },
      (error: unknown) => {
        if (done) return;
        const again = statusFailureOf(error);
        if (again.code !== DOMAIN_NOT_AVAILABLE) return schedule(attempt + 1);
        done = true;
        report(again);
      },
    );
  };
  const whenOnline = (attempt: number) => {
    if (globalThis.navigator?.onLine !== false) return askNow(attempt);
    const online = () => {
      stopWaiting = undefined;
      if (!done) askNow(attempt);
    };
    addEventListener('online', online, { once: true });
    stopWaiting = () => removeEventListener('online', online);
  };
  const schedule = (attempt: number) => {
    timer = setTimeout(() => whenOnline(attempt), reaskDelayMs(attempt));
  };
  if (!done) schedule(0);
  return () => {
    done = true;
    clearTimeout(timer);
    stopWaiting?.();
  };
}
