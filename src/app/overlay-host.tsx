import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSnapshot } from 'valtio';
import { closeDialog, ui } from '@/state/ui';
import { afterFirstPaint } from '@/ui/after-paint';
import { LoadingOverlay } from '@/ui/loading-overlay';
import { ToastStack } from '@/ui/toast-stack';

type DialogProps = { title?: string; message: string; confirmLabel: string; onConfirm: () => void };

/** When even the dialog's chunk cannot load (the device lost its line), the browser's own alert says it. */
function PlainAlert({ message, onConfirm }: DialogProps) {
  useEffect(() => {
    window.alert(message);
    onConfirm();
  }, [message, onConfirm]);
  return null;
}

// The dialog (and its focus handling) is not part of the first paint: its chunk is fetched after
// it, so it is there by the time something goes wrong, and at once if something asks earlier.
const loadDialog = () => import('@/ui/dialog').then((m) => ({ default: m.Dialog }));
void afterFirstPaint().then(loadDialog).catch(() => undefined);
const Dialog = lazy((): Promise<{ default: ComponentType<DialogProps> }> => loadDialog().catch(() => ({ default: PlainAlert })));

/** Renders what state/ui asks for: the oldest dialog first, the loading overlay, and every toast. */
export function OverlayHost() {
  const { t } = useTranslation();
  const { dialogs, toasts, loading } = useSnapshot(ui);
  const dialog = dialogs[0];
  return (
    <>
      {dialog && (
        <Suspense fallback={null}>
          <Dialog key={dialog.id} title={dialog.title ?? t('common.notice')} message={dialog.message}
            confirmLabel={dialog.confirmLabel ?? t('common.confirm')} onConfirm={() => closeDialog(dialog.id)} />
        </Suspense>
      )}
      {loading.length > 0 && <LoadingOverlay label={t('common.loading')} />}
      <ToastStack toasts={toasts} />
    </>
  );
}
