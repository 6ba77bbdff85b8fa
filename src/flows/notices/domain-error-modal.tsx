import { useState } from 'react';
import { useOverlayTurn } from '@/state/overlay-queue';
import { DomainErrorView } from './domain-error-view';
import { useNoticeTexts } from './notice-texts';
import { useCustomerService } from './use-customer-service';

/** The domain-error modal with its behaviour: retry stays disabled while it runs. */
export default function DomainErrorModal({ message, onRetry }: { message: string; onRetry: () => Promise<unknown> }) {
  const { ready } = useNoticeTexts({ withEnglish: false });
  const contact = useCustomerService();
  const [busy, setBusy] = useState(false);
  // A notice in the overlay queue (state/overlay-queue.ts): only an update dialog goes before it.
  // Taken here, in the notices' lazy chunk, so that the queue stays off the first load.
  const turn = useOverlayTurn('notice', true);
  if (!ready || !turn) return null;
  const retry = () => {
    setBusy(true);
    void onRetry()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return <DomainErrorView message={message} busy={busy} onRetry={retry} onContact={contact} />;
}
