import { UpdateDialogView } from './update-dialog-view';

const noop = () => undefined;

export const UpdateAvailable = () => <UpdateDialogView refreshing={false} onRefresh={noop} onLater={noop} />;
export const UpdateRefreshing = () => <UpdateDialogView refreshing onRefresh={noop} onLater={noop} />;
