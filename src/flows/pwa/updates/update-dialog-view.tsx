import { useTranslation } from '@/lib/i18n/use-translation';
import { ChoiceDialog } from '@/ui/choice-dialog';

/**
 * The update dialog (a message with a Refresh button), plus a
 * "Later" so nobody is reloaded in the middle of a form.
 * While refreshing, both buttons are disabled and Refresh says so. Escape is "Later" (not while refreshing).
 */
export function UpdateDialogView({ refreshing, onRefresh, onLater }: { refreshing: boolean; onRefresh: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  return (
    <ChoiceDialog
      title={t('common.notice')}
      message={t('update.available')}
      secondary={{ label: t('pwa.update_later'), onClick: onLater, disabled: refreshing }}
      primary={{ label: refreshing ? t('pwa.updating') : t('update.refresh'), onClick: onRefresh, disabled: refreshing, busy: refreshing }}
      onEscape={refreshing ? undefined : onLater}
    />
  );
}
