import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useSite } from '@/runtime/site';
import { session } from '@/state/session';
import { lazyPart } from '@/ui/lazy-part';
import { isWelcomePath } from './welcome-rules';

/**
 * The announcement popup and the welcome images as the shell mounts them (first load: cheap
 * decisions only). On a home path with no system notice, the popups' chunk (popup-shell.tsx) is
 * fetched after the first paint; it waits, fetches and decides. A login or logout remounts it, so
 * the member's list replaces the visitor's. Swiper and the sanitizer come later still, only
 * when a popup shows.
 */
const PopupShell = lazyPart(() => import('./popup-shell'));

export function AnnouncementOverlays() {
  const site = useSite();
  const f = site.features;
  const [path] = useLocation();
  const { info } = useSnapshot(session);
  if (f.maintenance.active || f.regionRestricted || !isWelcomePath(path, site.routes.home.path)) return null;
  const player = { id: info?.id ?? null, loggedIn: Boolean(info?.token), firstTimeLogin: Boolean(info?.firstTimeLogin) };
  return <PopupShell key={`${player.id}:${player.loggedIn}`} player={player} />;
}
