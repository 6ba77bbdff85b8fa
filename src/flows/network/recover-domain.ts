import { api } from '@/lib/http';
import { customerService } from '@/lib/wire/calls/customer-service';
import { STORE_KEYS, storage } from '@/lib/storage';
import { allowListFor, checkedUrl } from '@/policy/checked-navigation';
import { followChecked } from '@/policy/follow-checked';
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

/** The checked navigation's lists for domain recovery: only the merchant's own domains count. */
const ownDomains = (manifest: { domains: readonly string[] }) => ({ redirectAllowList: [], domains: manifest.domains });

/**
 * The origins worth racing: each server-named domain as an origin (domain-origin.ts), kept only
 * when it is one of the merchant's own `domains` under the checked navigation's rules (purpose
 * 'domainRecovery'), and not the page's own origin (the blocked one). A name given with a scheme
 * must pass the check as written too, so `https://good\.evil` cannot be normalised into a pass.
 *
 *   recoveryCandidates(['m2.good.example', 'https://evil.example', 'good.example.evil'], { domains: ['m2.good.example'] }, here)
 *   → ['https://m2.good.example']
 */
export function recoveryCandidates(
  names: readonly string[],
  manifest: { domains: readonly string[] },
  here: Pick<Location, 'origin' | 'protocol' | 'port'>,
): string[] {
  const allowList = allowListFor(ownDomains(manifest), 'domainRecovery');
  return names.flatMap((name) => {
    const origin = domainOrigin(name, here);
    if (origin === null || origin === here.origin || !checkedUrl(origin, allowList)) return [];
    return /^\s*https?:/i.test(name) && !checkedUrl(name, allowList) ? [] : [origin];
  });
}

/**
 * The domain-error modal's retry (docs/decisions.md, "Domain unavailable" and "Domain recovery
 * stays on the merchant's own domains"):
 * race the merchant's other domains (at most 10 random ones, 10 s), then reload /m/index.html
 * with affiliateCode and r on the first that answered, or here when none did (the status call
 * then decides again). The after-error overlay covers the reload and ends by itself after 3 s
 * should the navigation not happen.
 *
 * The server names the candidates (its domain list, and the status's `mainDomain`), but only
 * the manifest's own `domains` may be raced or reloaded on: every candidate and the reload
 * itself go through the checked navigation (purpose 'domainRecovery'), so a server list that
 * names another host sends the player nowhere new.
 */
export async function recoverDomain(
  manifest: { domains: readonly string[] },
  spinner: { autoHideMs: number; afterErrorHideMs: number },
  here: Location = location,
  mainDomain?: string | null,
): Promise<string> {
  const done = showLoading(spinner.autoHideMs);
  let winner: string | null;
  try {
    const names = [...(mainDomain ? [mainDomain] : []), ...(await knownDomains(manifest.domains))];
    winner = await raceDomains(recoveryCandidates(names, manifest, here));
  } finally {
    done();
  }
  const stored = storage.getJson<{ affiliateCode?: unknown; referralCode?: unknown }>('local', STORE_KEYS.registrationInfo);
  const params = affiliateParams(here.search, stored);
  showLoading(spinner.afterErrorHideMs, 'after-error');
  const go = (url: string) => here.assign(url);
  const outcome = followChecked(winner ? indexReloadUrl(winner, params) : null, 'domainRecovery', ownDomains(manifest), { go });
  if (outcome.followed) return outcome.url;
  // No other domain answered: reload here (the same origin, so no list applies).
  const target = indexReloadUrl(here.origin, params);
  go(target);
  return target;
}
