import { api } from '@/lib/http';
import { customerService } from '@/lib/wire/calls/customer-service';
import { STORE_KEYS, storage } from '@/lib/storage';
import { showLoading } from '@/state/loading';
import { domainOrigin } from './domain-origin';
import { raceDomains } from './race-domains';
import { affiliateParams, indexReloadUrl } from './reload-target';

/**
 * The merchant's domains: the server's list (GET /wps/system/customerService → domainList, wire
 * contract section 5) and the manifest's own `domains`, so that a server that cannot even answer
 * that call still leaves somewhere to go.
 */
export async function knownDomains(manifestDomains: readonly string[]): Promise<string[]> {
  const value = await api.call(customerService).catch(() => null);
  const fromServer = Array.isArray(value?.domainList)
    ? value.domainList.flatMap((d) => {
        const name = (d as { domainName?: unknown } | null)?.domainName;
        return typeof name === 'string' ? [name] : [];
      })
    : [];
  return [...new Set([...fromServer, ...manifestDomains])];
}

/**
 * The domain-error modal's retry (docs/decisions.md, "Domain unavailable"):
 * race the merchant's other domains (at most 10 random ones, 10 s), then reload /m/index.html
 * with affiliateCode and r on the first that answered, or here when none did (the status call
 * then decides again). The after-error overlay covers the reload and ends by itself after 3 s
 * should the navigation not happen.
 */
export async function recoverDomain(
  manifestDomains: readonly string[],
  spinner: { autoHideMs: number; afterErrorHideMs: number },
  here: Location = location,
): Promise<string> {
  const done = showLoading(spinner.autoHideMs);
  let winner: string | null;
  try {
    const origins = (await knownDomains(manifestDomains))
      .map((name) => domainOrigin(name, here))
      .filter((origin): origin is string => origin !== null && origin !== here.origin);
    winner = await raceDomains(origins);
  } finally {
    done();
  }
  const stored = storage.getJson<{ affiliateCode?: unknown; referralCode?: unknown }>('local', STORE_KEYS.registrationInfo);
  const target = indexReloadUrl(winner ?? here.origin, affiliateParams(here.search, stored));
  showLoading(spinner.afterErrorHideMs, 'after-error');
  here.assign(target);
  return target;
}
