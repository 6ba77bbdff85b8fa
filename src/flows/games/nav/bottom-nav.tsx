import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useSite } from '@/runtime/site';
import { session } from '@/state/session';
import BottomNavView from './bottom-nav-view';
import './bottom-nav.css';

/**
 * The bottom navigation, a shell overlay (first load): it decides whether the bar shows (the current
 * route is one of the manifest's entries) and, when it does, reserves the bar's height at once
 * (a class on the root: the page gets bottom padding before the first paint, so nothing moves and
 * nothing hides behind the bar). The bar is in the first load too (≈ 0.6 KB gzip with its icons):
 * a lazy chunk of its own would cost a file name in the first-load chunk and one more request on
 * every page that shows it, and the build's chunk count is at what 6-character hashes allow.
 */
export function BottomNav() {
  const site = useSite();
  const [path] = useLocation();
  const nav = site.manifest.overlays.bottomNav;
  const { info } = useSnapshot(session);
  const current = site.routes.match(path);
  // A members' page seen by a visitor is about to become the login page (the route guard): no bar.
  const shown = Boolean(nav?.enabled !== false && !current.fallback && (info?.token || current.route.access === 'public') && nav?.items.some((i) => i.routeId === current.route.id));
  useLayoutEffect(() => {
    document.documentElement.classList.toggle('has-bottom-nav', shown);
  }, [shown]);
  return shown ? <BottomNavView currentId={current.route.id} /> : null;
}
