/**
 * The install flow's modals in one chunk: the download popup, the install prompt and the app
 * upgrade. One chunk, not three: they share most of their code (layer, guide, link rules, texts),
 * and the first-load shell then names one file to fetch instead of a dozen small ones.
 */
export { default as AppUpgradeHost } from './upgrade/app-upgrade-host';
export { default as DownloadPopupHost } from './download-popup/download-popup-host';
export { default as InstallPromptHost } from './prompt/install-prompt-host';
