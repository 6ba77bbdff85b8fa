import { allowListFor } from '@/policy/checked-navigation';
import { resolveLiveSettings } from '@/runtime/steps/live-settings';
import type { Site } from '@/runtime/site';
import { resolveCustomerServiceUrl } from './resolve-customer-service';

/** The notices flow's customer-service rule, lent to other flows (FlowServices.customerServiceUrl). */
export function customerServiceUrlFor(site: Site, userName: string | null): Promise<string | null> {
  return resolveCustomerServiceUrl({ setting: resolveLiveSettings(site).customerService, userName, allowList: allowListFor(site.manifest, 'customerService') });
}
