import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { domainError } from './domain-error-state';

// In the notice screens' chunk: one lazy chunk for every rare notice.
const DomainErrorModal = lazy(() => import('./system-notice-screen').then((m) => ({ default: m.DomainErrorModal })));

/**
 * Mounted once by the shell. Renders the domain-error modal (its own chunk) when the status call
 * said domain_not_available. `onRetry` comes from the app: finding another domain is the network
 * flow's work (flows/network/recover-domain).
 */
export function DomainErrorHost({ onRetry }: { onRetry: () => Promise<unknown> }) {
  const { message } = useSnapshot(domainError);
  if (message === null) return null;
  return (
    <Suspense fallback={null}>
      <DomainErrorModal message={message} onRetry={onRetry} />
    </Suspense>
  );
}
