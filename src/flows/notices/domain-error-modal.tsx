import { useState } from 'react';
import { DomainErrorView } from './domain-error-view';
import { useNoticeTexts } from './notice-texts';
import { useCustomerService } from './use-customer-service';

/** The domain-error modal with its behaviour: retry stays disabled while it runs. */
export default function DomainErrorModal({ message, onRetry }: { message: string; onRetry: () => Promise<unknown> }) {
  const { ready } = useNoticeTexts({ withEnglish: false });
  const contact = useCustomerService();
  const [busy, setBusy] = useState(false);
  if (!ready) return null;
  const retry = () => {
    setBusy(true);
    void onRetry()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return <DomainErrorView message={message} busy={busy} onRetry={retry} onContact={contact} />;
}
