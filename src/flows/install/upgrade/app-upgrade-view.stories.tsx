import { AppUpgradeView } from './app-upgrade-view';
import { noop, storyIcon } from '../common/install-story-data';

export const Closable = () => <AppUpgradeView name="Lucky VN" iconUrl={storyIcon} mandatory={false} animationMs={250} onUpgrade={noop} onClose={noop} />;
export const Mandatory = () => <AppUpgradeView name="Lucky VN" iconUrl={storyIcon} mandatory animationMs={250} onUpgrade={noop} onClose={noop} />;
