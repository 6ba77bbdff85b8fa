import { ChoiceDialog } from './choice-dialog';
import { Dialog } from './dialog';
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
export const TwoActionDialog = () => (
  <ChoiceDialog title="Notice" message="A new version is available." secondary={{ label: 'Later', onClick: () => undefined }} primary={{ label: 'Refresh', onClick: () => undefined }} />
);
export const TwoActionDialogBusy = () => (
  <ChoiceDialog title="Notice" message="A new version is available." secondary={{ label: 'Later', onClick: () => undefined, disabled: true }} primary={{ label: 'Updating…', onClick: () => undefined, disabled: true, busy: true }} />
);
