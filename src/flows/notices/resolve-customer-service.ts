import { api } from '@/lib/http';
import { customerService } from '@/lib/wire/calls/customer-service';
import { memberInfo } from '@/lib/wire/calls/member-info';
import { customerServiceEntry, readCsEntries, type CsEntry, type CustomerServiceSetting } from '@/runtime/steps/live-settings';
import { customerServiceLink, isPlainUrl, type CsOutcome } from './customer-service';

/** GET /wps/system/customerService (wire contract section 5): its untrusted entries, asked only when the status call failed. */
async function serverEntries(): Promise<unknown> {
  const value = await api.call(customerService).catch(() => null);
  return value?.customerService;
}

/** The member's VIP label (GET /wps/member/info → clubLabel.labelName), for AICAN links. */
async function memberVipLabel(): Promise<string | null> {
  // Override: member info alerts where it loads the member centre, but here it only adds an
  // optional category to a link the player asked for; without it the link still opens.
  const value = await api.call(memberInfo, { alert: 'caller' }).catch(() => null);
  const label = value?.clubLabel?.labelName;
  return typeof label === 'string' && label !== '' ? label : null;
}

/** A path that does not decrypt is logged and used as it is. */
export async function entryUrl(path: string): Promise<string> {
  if (isPlainUrl(path)) return path;
  try {
    const { decryptCsPath } = await import('@/lib/cipher/cs-path');
    return decryptCsPath(path);
  } catch (error) {
    console.warn('Customer service: the entry path could not be decrypted, so it is used as it is.', error);
    return path;
  }
}

export interface CsSources {
  /** The runtime's choice (live entries over the manifest's); not `live`: the server is asked first. */
  setting: CustomerServiceSetting;
  /** The logged-in player's name, or null for a visitor. */
  userName: string | null;
  /** The manifest's `customerService.origins` (allowListFor(manifest, 'customerService')). */
  allowList: readonly string[];
  fetchEntries?: () => Promise<unknown>;
  fetchVipLabel?: () => Promise<string | null>;
}

/** One entry with what a tap on it opens (or why it opens nothing). */
export type CsLink = CsOutcome & { entry: CsEntry };

/** An entry's link: decrypted, checked against the allow-list, the player added. */
export async function linkFor(entry: CsEntry, { userName, allowList, vipLabel }: { userName: string | null; allowList: readonly string[]; vipLabel: () => Promise<string | null> }): Promise<CsLink> {
  const url = await entryUrl(entry.path);
  const label = userName && entry.csType.toUpperCase() === 'AICAN' ? await vipLabel() : null;
  const outcome = customerServiceLink(url, { csType: entry.csType, userName, vipLabel: label }, allowList);
  if (outcome.refused === 'origin') console.warn('Customer service: the entry links to an origin customerService.origins does not list, so it is not opened.');
  else if (outcome.refused) console.warn('Customer service: the entry is not an http(s) link, so it is not opened.');
  return { ...outcome, entry };
}

/** Asks once, however many entries need it. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | null = null;
  return () => (promise ??= load());
}

/**
 * The customer-service URL contact-us opens, or null when there is none (nothing
 * happens) or it is refused. Resolved ahead of the tap, so the tap itself can open the window:
 * browsers only let a page open one in direct answer to a tap.
 */
export async function resolveCustomerServiceUrl({ setting, userName, allowList, fetchEntries = serverEntries, fetchVipLabel = memberVipLabel }: CsSources): Promise<string | null> {
  const entry = customerServiceEntry(setting, setting.live ? null : await fetchEntries());
  if (!entry) {
    console.info('Customer service: no entry is set up (status or manifest), so contact-us does nothing.');
    return null;
  }
  return (await linkFor(entry, { userName, allowList, vipLabel: fetchVipLabel })).url;
}

/** Every entry with its link, for the lists placed by `csPosition` (cs-placement.ts). */
export async function resolveCustomerServiceLinks({ setting, userName, allowList, fetchEntries = serverEntries, fetchVipLabel = memberVipLabel }: CsSources): Promise<CsLink[]> {
  const server = setting.live ? [] : readCsEntries(await fetchEntries());
  const entries = server.length ? server : setting.entries;
  const vipLabel = once(fetchVipLabel);
  return Promise.all(entries.map((entry) => linkFor(entry, { userName, allowList, vipLabel })));
}
