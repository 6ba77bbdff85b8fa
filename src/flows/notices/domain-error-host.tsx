import { useSnapshot } from 'valtio';
import type { FlowServices } from '@/runtime/flow';
import { useSite } from '@/runtime/site';
import { lazyPart } from '@/ui/lazy-part';
import { domainError } from './domain-error-state';

// In the notice screens' chunk: one lazy chunk for every rare notice.
const DomainErrorModal = lazyPart(() => import('./system-notice-screen').then((m) => ({ default: m.DomainErrorModal })), { when: 'now' });

/**
 * Mounted once by the shell. Renders the domain-error modal (its own chunk) when the status call
 * said domain_not_available. Its retry is a service the app hands over: finding another domain is
 * the network flow's work (flows/network/recover-domain).
 */
export function DomainErrorHost({ services }: { services: Pick<FlowServices, 'recoverDomain'> }) {
  const site = useSite();
  const { message } = useSnapshot(domainError);
  if (message === null) return null;
  return <DomainErrorModal message={message} onRetry={() => services.recoverDomain(site)} />;
}
