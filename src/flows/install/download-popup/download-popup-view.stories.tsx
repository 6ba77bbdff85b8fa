import { CLOSED_POLICY } from '@/lib/safe-html';
import { SafeHtml } from '@/ui/safe-html';
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
export const WithAppDownloadAnnouncement = () => (
  <DownloadPopupView {...base} activity notes={[{ id: 9004, title: 'Get the app', content: '<p>Download the app and receive a bonus.</p>' }]}
    renderContent={(html) => <SafeHtml className="a2hs-text a2hs-note__content" html={html} policy={CLOSED_POLICY} onInAppLink={noop} />} />
);
