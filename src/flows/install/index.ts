import { lazyScreen, type Flow } from '@/runtime/flow';
import { captureInstallEvents } from './prompt/capture-install-event';
import { InstallOverlays } from './install-overlays';

/**
 * Getting the app: the install prompt, the download bar and popup, the native app's upgrade
 * modal, and the app-download page. The overlays decide in the first load and load lazily.
 */
export const installFlow = {
  screens: { appDownload: lazyScreen(() => import('./app-download/app-download-screen')) },
  overlays: [InstallOverlays],
  // Chromium may offer its install event before start-up ends: kept for the install prompt.
  early: () => captureInstallEvents(),
  // The app-download handler the APP_DOWNLOAD promotion's go-to button calls: the download popup
  // (its own lazy chunk), without its go-to-activity button (the player comes from the promotion).
  services: { loadAppDownloadPopup: () => import('./install-modals').then((m) => m.DownloadPopupHost) },
} satisfies Flow;
