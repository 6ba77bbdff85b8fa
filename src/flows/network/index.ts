import type { Flow } from '@/runtime/flow';
import { NetworkWatch } from './network-watch';

export { checkLine } from './check-line';

/**
 * Network state (offline and unstable toasts) and, for the domain-error modal, the race for a
 * merchant domain that answers (its own chunk).
 */
export const networkFlow = {
  overlays: [NetworkWatch],
  services: {
    recoverDomain: (site) => import('./recover-domain').then((m) => m.recoverDomain(site.manifest, site.features.spinner, location, site.status?.mainDomain)),
  },
} satisfies Flow;
