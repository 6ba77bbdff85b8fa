import { InstallModalView, type InstallModalViewProps } from './install-modal-view';
import { noop, storyIcon } from '../common/install-story-data';

const base: InstallModalViewProps = {
  name: 'Siam Spin', iconUrl: storyIcon, animationMs: 250, nativeApp: true, footer: null,
  onContinue: noop, onNativeApp: noop, onWebApp: noop, onProfile: noop,
};

export const Android = () => <InstallModalView {...base} />;
export const WebAppOnly = () => <InstallModalView {...base} nativeApp={false} />;
export const IphoneWithProfile = () => <InstallModalView {...base} footer="profile" />;
export const IphoneHints = () => <InstallModalView {...base} nativeApp={false} footer="ios-hints" />;
export const Closing = () => <InstallModalView {...base} leaving />;
