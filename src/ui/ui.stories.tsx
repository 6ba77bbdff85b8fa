import { ChoiceDialog } from './choice-dialog';
import { Dialog } from './dialog';
import { RoutePending } from './route-pending';
import { Spinner } from './spinner';
import { ToastStack } from './toast-stack';

export const NoticeDialog = () => <Dialog title="Notice" message="Please log in." confirmLabel="OK" onConfirm={() => undefined} />;
export const ServerMessageDialog = () => <Dialog message={'Registration failed.\nThe username is already taken.'} confirmLabel="OK" onConfirm={() => undefined} />;
export const Toasts = () => <ToastStack toasts={[{ id: 1, message: 'Network offline' }, { id: 2, message: 'Network unstable' }]} />;
export const LoadingSpinner = () => (
  <div>
    <Spinner label="Loading" />
    <span className="sr-only">Loading</span>
  </div>
);
/** The bar over the current screen while the next one loads (shown after 150 ms). */
export const NextScreenLoading = () => (
  <div>
    <RoutePending label="Loading" />
    <p style={{ padding: 16 }}>The screen the player is on stays until the next one is ready.</p>
  </div>
);
export const TwoActionDialog = () => (
  <ChoiceDialog title="Notice" message="A new version is available." secondary={{ label: 'Later', onClick: () => undefined }} primary={{ label: 'Refresh', onClick: () => undefined }} />
);
export const TwoActionDialogBusy = () => (
  <ChoiceDialog title="Notice" message="A new version is available." secondary={{ label: 'Later', onClick: () => undefined, disabled: true }} primary={{ label: 'Updating…', onClick: () => undefined, disabled: true, busy: true }} />
);
