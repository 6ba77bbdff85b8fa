import { lazy } from 'react';

/** The modals chunk (install-modals.ts), fetched once whichever modal needs it first. */
const loadModals = () => import('./install-modals');

export const AppUpgradeHost = lazy(() => loadModals().then((m) => ({ default: m.AppUpgradeHost })));
export const DownloadPopupHost = lazy(() => loadModals().then((m) => ({ default: m.DownloadPopupHost })));
export const InstallPromptHost = lazy(() => loadModals().then((m) => ({ default: m.InstallPromptHost })));
