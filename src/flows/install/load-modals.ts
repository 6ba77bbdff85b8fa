import { lazyPart } from '@/ui/lazy-part';

/** The modals chunk (install-modals.ts), fetched once whichever modal needs it first. */
const loadModals = () => import('./install-modals');

export const AppUpgradeHost = lazyPart(() => loadModals().then((m) => ({ default: m.AppUpgradeHost })), { when: 'now' });
export const DownloadPopupHost = lazyPart(() => loadModals().then((m) => ({ default: m.DownloadPopupHost })), { when: 'now' });
export const InstallPromptHost = lazyPart(() => loadModals().then((m) => ({ default: m.InstallPromptHost })), { when: 'now' });
