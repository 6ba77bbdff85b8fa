import { InstallOverlays } from '@/flows/install/install-overlays';
import { NetworkWatch } from '@/flows/network/network-watch';
import { DomainErrorHost } from '@/flows/notices/domain-error-host';
import { PwaOverlay } from '@/flows/pwa';
import { useSite } from '@/runtime/site';

/**
 * The shell's overlays that sit above every screen (install prompt, download bar, network state,
 * update dialog, …), in one list. Each comes from its flow; anything not visible on first paint
 * is lazy-loaded by its flow, so this list costs the first load almost nothing.
 */
export function ShellOverlays() {
  const site = useSite();
  // The domain-error modal's retry races the merchant's domains (flows/network, its own chunk).
  const recoverDomain = () => import('@/flows/network/recover-domain').then((m) => m.recoverDomain(site.manifest.domains, site.features.spinner));
  return (
    <>
      <NetworkWatch />
      <DomainErrorHost onRetry={recoverDomain} />
      <PwaOverlay />
      <InstallOverlays />
    </>
  );
}
