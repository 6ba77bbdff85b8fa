import type { Flow } from '@/runtime/flow';
import { lazyPart } from '@/ui/lazy-part';
import { DomainErrorHost } from './domain-error-host';

export { reportStatusFailure } from './status-failure';
export { ScreenFailedView } from './screen-failed-view';

/** Shown only when start-up fails, so not part of the first load. */
export const ConfigInvalidScreen = lazyPart(() => import('./config-invalid-screen').then((m) => ({ default: m.ConfigInvalidScreen })), { when: 'now' });
/** Access denied or maintenance, in place of every route; its own chunk, fetched only when the status says so. */
export const SystemNoticeScreen = lazyPart(() => import('./system-notice-screen'), { when: 'now' });

/** System notices (maintenance, access denied, domain error, invalid configuration) and customer service. */
export const noticesFlow = {
  overlays: [DomainErrorHost],
  services: {
    // Lazy: the live settings and the decryption are not first-load code.
    customerServiceUrl: (site, userName) => import('./customer-service-url').then((m) => m.customerServiceUrlFor(site, userName)),
    CustomerServiceList: lazyPart(() => import('./cs-list')),
  },
} satisfies Flow;
