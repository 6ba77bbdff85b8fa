import { RELOAD_IN_PLACE } from '../runtime/screen-rules.generated';
import type { RouteEntry } from '../runtime/steps/build-route-table';

/**
 * What to do when the page's code is older than the server's (a lazy chunk that no longer
 * exists after a redeploy, Vite's `vite:preloadError`):
 *
 * - a screen that declares `onStale: 'reload'` (its flow's screens.ts: home, the game page, login,
 *   registration, the member centre) reloads in place; any other page goes to /m/home (its state
 *   may not survive a reload, the home page's does);
 * - at most one automatic reload per window; a second failure within it asks
 *   the player (the Refresh dialog) instead of looping.
 */
export type StaleAssetAction = { kind: 'reload' } | { kind: 'go-home' } | { kind: 'ask' };

export const GUARD_WINDOW_MS = 30_000;

export function staleAssetTarget(route: Pick<RouteEntry, 'screen'>): 'reload' | 'go-home' {
  return RELOAD_IN_PLACE.includes(route.screen) ? 'reload' : 'go-home';
}

/**
 * @param lastAutoReloadAt when this tab last reloaded automatically (session storage), or null
 */
export function decideStaleAssetAction(route: Pick<RouteEntry, 'screen'>, now: number, lastAutoReloadAt: number | null): StaleAssetAction {
  if (lastAutoReloadAt !== null && now - lastAutoReloadAt < GUARD_WINDOW_MS) return { kind: 'ask' };
  return staleAssetTarget(route) === 'reload' ? { kind: 'reload' } : { kind: 'go-home' };
}
