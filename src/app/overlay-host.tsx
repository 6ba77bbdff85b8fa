import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { closeDialog, ui } from '@/state/ui';
import { Dialog } from '@/ui/dialog';
import { ToastStack } from '@/ui/toast-stack';

/** Renders what state/ui asks for: the oldest dialog first, and every toast. */
export function OverlayHost() {
  const { t } = useTranslation();
  const { dialogs, toasts } = useSnapshot(ui);
  const dialog = dialogs[0];
  return (
    <>
      {dialog && (
        <Dialog title={dialog.title ?? t('common.notice')} message={dialog.message}
          confirmLabel={dialog.confirmLabel ?? t('common.confirm')} onConfirm={() => closeDialog(dialog.id)} />
      )}
      <ToastStack toasts={toasts} />
    </>
  );
}
