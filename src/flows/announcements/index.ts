import { lazyScreen, type Flow } from '@/runtime/flow';
import { AnnouncementOverlays } from './announcement-overlays';

/** Announcements: the popup over home, the welcome images, and the announcements page. */
export const announcementsFlow = {
  screens: { announcements: lazyScreen(() => import('./announcements-screen')) },
  overlays: [AnnouncementOverlays],
} satisfies Flow;
