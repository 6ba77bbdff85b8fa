import { InstallGuideView } from './install-guide-view';
import { noop } from '../common/install-story-data';

export const IosSafari = () => <InstallGuideView variant="ios" animationMs={250} onDone={noop} />;
export const IosOutsideSafari = () => <InstallGuideView variant="ios" needsSafari animationMs={250} onDone={noop} />;
export const OtherBrowser = () => <InstallGuideView variant="browser" animationMs={250} onDone={noop} />;
