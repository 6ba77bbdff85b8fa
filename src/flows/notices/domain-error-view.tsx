import { useTranslation } from 'react-i18next';

/**
 * The domain-error modal (spec sections 2 and 8): the server's message (or 'Error'), customer
 * service, and retry (which looks for a domain that answers; see flows/network/recover-domain).
 */
export function DomainErrorView({ message, busy, onRetry, onContact }: {
  message: string;
  busy: boolean;
  onRetry: () => void;
  onContact: () => void;
}) {
  const { t } = useTranslation();
  const title = t('common.notice');
  return (
    <div className="overlay" role="presentation">
      <section className="dialog" role="alertdialog" aria-modal="true" aria-label={title}>
        <h2 className="dialog__title">{title}</h2>
        <p className="dialog__message">{message}</p>
        <div className="dialog__actions">
          <button type="button" onClick={onContact}>{t('notice.contact_us')}</button>
          <button type="button" onClick={onRetry} disabled={busy} aria-busy={busy} autoFocus style={{ borderInlineStart: '1px solid #e6e8eb' }}>
            {t('common.retry')}
          </button>
        </div>
      </section>
    </div>
  );
}
