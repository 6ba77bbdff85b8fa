import { DownloadPopupView, type DownloadPopupViewProps } from './download-popup-view';
import { noop, storyLinks } from '../common/install-story-data';

const base: DownloadPopupViewProps = {
  links: storyLinks, guide: true, activity: false, animationMs: 250,
  onLink: noop, onGuide: noop, onActivity: noop, onClose: noop,
};

export const AllEntries = () => <DownloadPopupView {...base} />;
export const WithGoToActivity = () => <DownloadPopupView {...base} activity />;
export const AndroidOnly = () => <DownloadPopupView {...base} links={{ Android: storyLinks.Android }} />;
export const GuideOnlyInstalledApp = () => <DownloadPopupView {...base} links={{}} guide />;
export const Closing = () => <DownloadPopupView {...base} leaving />;
