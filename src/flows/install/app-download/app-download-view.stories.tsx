import { AppDownloadView, type AppDownloadViewProps } from './app-download-view';
import { noop, storyIcon, storyLinks } from '../common/install-story-data';

const base: AppDownloadViewProps = {
  name: 'Lucky VN', logoUrl: storyIcon, backgroundUrl: null, description: 'Tải ứng dụng Lucky VN, chơi mọi lúc mọi nơi',
  descriptionColor: '#c8102e', links: storyLinks, tip: null, homeHref: '/m/home', onLink: noop,
};

export const Android = () => <AppDownloadView {...base} />;
export const Iphone17 = () => <AppDownloadView {...base} tip="install.ios17_download_tips" />;
export const IphoneBetween = () => <AppDownloadView {...base} tip="install.app_goto_setting" />;
export const OldIphone = () => <AppDownloadView {...base} tip="install.old_ios_tips" />;
export const IphoneOutsideSafari = () => <AppDownloadView {...base} tip="install.app_download_safari_required" />;
export const NoLinks = () => <AppDownloadView {...base} links={{}} />;
