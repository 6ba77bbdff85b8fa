import { lazyScreen, type Flow } from '@/runtime/flow';
import { lazyPart } from '@/ui/lazy-part';

/**
 * The popups' chunk (popup-shell.tsx), fetched after the first paint: it checks the path (home
 * paths only) and waits, fetches and decides there, so that the first load carries nothing of
 * this flow but this lazy import. The popup's view and the sanitizer come later still, only when a popup
 * shows.
 */
const PopupShell = lazyPart(() => import('./popup-shell'));

/** Announcements: the popup over home, the welcome images, and the announcements page. */
export const announcementsFlow = {
  screens: { announcements: lazyScreen(() => import('./announcements-screen')) },
  overlays: [PopupShell],
} satisfies Flow;
