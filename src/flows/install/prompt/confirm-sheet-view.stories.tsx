import { ConfirmSheetView } from './confirm-sheet-view';
import { noop } from '../common/install-story-data';

const message = 'Safari will download a profile that adds Lucky VN to your home screen. Allow the download, then install the profile in Settings.';

export const ProfileConfirm = () => <ConfirmSheetView title="Install on iPhone" message={message} animationMs={250} onCancel={noop} onAgree={noop} />;
export const Closing = () => <ConfirmSheetView title="Install on iPhone" message={message} animationMs={250} leaving onCancel={noop} onAgree={noop} />;
