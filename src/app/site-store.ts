import type { Site } from '@/runtime/site';

/**
 * The site the app renders. Start-up resolves it; a status that answers only after start-up may
 * replace it once (app/late-status.ts says when). The app reads it with useSyncExternalStore, so
 * every screen and overlay sees the same site in the same render.
 */
export interface SiteStore {
  get: () => Site;
  set: (site: Site) => void;
  subscribe: (listener: () => void) => () => void;
}

export function siteStore(initial: Site): SiteStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (site) => {
      current = site;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
