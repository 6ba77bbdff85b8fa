import { useTranslation } from '@/lib/i18n/use-translation';
import { ChoiceDialog } from '@/ui/choice-dialog';

/**
 * The domain-error modal: the server's message (or 'Error'), customer
 * service, and retry (which looks for a domain that answers; see flows/network/recover-domain).
 * It must be answered: Escape does nothing (no line works until a domain answers).
 */
export function DomainErrorView({ message, busy, onRetry, onContact }: {
  message: string;
  busy: boolean;
  onRetry: () => void;
  onContact: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceDialog
      title={t('common.notice')}
      message={message}
      secondary={{ label: t('notice.contact_us'), onClick: onContact }}
      primary={{ label: t('common.retry'), onClick: onRetry, disabled: busy, busy }}
    />
  );
}
