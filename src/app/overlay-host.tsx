import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { closeDialog, ui } from '@/state/ui';
import { Dialog } from '@/ui/dialog';
import { LoadingOverlay } from '@/ui/loading-overlay';
import { ToastStack } from '@/ui/toast-stack';

/** Renders what state/ui asks for: the oldest dialog first, the loading overlay, and every toast. */
export function OverlayHost() {
  const { t } = useTranslation();
  const { dialogs, toasts, loading } = useSnapshot(ui);
  const dialog = dialogs[0];
  return (
    <>
      {dialog && (
        <Dialog title={dialog.title ?? t('common.notice')} message={dialog.message}
          confirmLabel={dialog.confirmLabel ?? t('common.confirm')} onConfirm={() => closeDialog(dialog.id)} />
      )}
      {loading.length > 0 && <LoadingOverlay label={t('common.loading')} />}
      <ToastStack toasts={toasts} />
    </>
  );
}
