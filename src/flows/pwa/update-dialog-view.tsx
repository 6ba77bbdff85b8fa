import { useTranslation } from 'react-i18next';

/**
 * The update dialog (spec section 8 "Update available: message with Refresh button"), plus a
 * "Later" so nobody is reloaded in the middle of a form (QUALITY.md, reliability row 6).
 * While refreshing, both buttons are disabled and Refresh says so.
 */
export function UpdateDialogView({ refreshing, onRefresh, onLater }: { refreshing: boolean; onRefresh: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="overlay" role="presentation">
      <section className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="pwa-update-title" aria-describedby="pwa-update-message">
        <h2 className="dialog__title" id="pwa-update-title">{t('common.notice')}</h2>
        <p className="dialog__message" id="pwa-update-message">{t('update.available')}</p>
        <div className="dialog__actions">
          <button type="button" onClick={onLater} disabled={refreshing}>{t('pwa.update_later')}</button>
          <button type="button" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing} autoFocus>
            {refreshing ? t('pwa.updating') : t('update.refresh')}
          </button>
        </div>
      </section>
    </div>
  );
}
