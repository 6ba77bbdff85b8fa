import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useSite } from '@/runtime/site';
import { session } from '@/state/session';
import { lazyPart } from '@/ui/lazy-part';
import './bottom-nav.css';

// The bar itself (icons, entries, the chat badge) comes after the first paint. On a home served as
// its merchant's HTML shell, the shell's own bar (outside the root, marked data-shell-nav) stands
// in until then, with the same markup; elsewhere the room is reserved and the bar appears in it.
const BottomNavView = lazyPart(() => import('./bottom-nav-view'));

/**
 * The bottom navigation, a shell overlay (first load): it decides whether the bar shows (the current
 * route is one of the manifest's entries) and, when it does, reserves the bar's height at once
 * (a class on the root: the page gets bottom padding before the first paint, so nothing moves and
 * nothing hides behind the bar). The bar is a lazy part (≈ 0.9 KB gzip with its icons and the chat
 * badge's loader), which the HTML shell's static bar bridges on a home landing.
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
    if (!shown) document.querySelector('[data-shell-nav]')?.remove();
  }, [shown]);
  return shown ? <BottomNavView currentId={current.route.id} /> : null;
}
