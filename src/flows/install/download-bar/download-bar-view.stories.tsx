import { DownloadBarView } from './download-bar-view';
import { noop, storyIcon } from '../common/install-story-data';

export const Plain = () => <DownloadBarView name="Lucky VN" iconUrl={storyIcon} gift={false} onDownload={noop} onClose={noop} />;
export const WithAppDownloadBonus = () => <DownloadBarView name="Lucky VN" iconUrl={storyIcon} gift onDownload={noop} onClose={noop} />;
export const LongName = () => <DownloadBarView name="Goldcrest Sports, Lottery and Live Games" iconUrl={storyIcon} gift onDownload={noop} onClose={noop} />;
