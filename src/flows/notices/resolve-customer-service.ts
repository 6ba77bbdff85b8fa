import { api } from '@/lib/http';
import { customerService } from '@/lib/wire/calls/customer-service';
import { memberInfo } from '@/lib/wire/calls/member-info';
import { customerServiceEntry, type CustomerServiceSetting } from '@/runtime/live-settings';
import { customerServiceLink, isPlainUrl } from './customer-service';

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
  fetchEntries?: () => Promise<unknown>;
  fetchVipLabel?: () => Promise<string | null>;
}

/**
 * The customer-service URL contact-us opens, or null when there is none (nothing
 * happens). Resolved ahead of the tap, so the tap itself can open the window: browsers only let a
 * page open one in direct answer to a tap.
 */
export async function resolveCustomerServiceUrl({ setting, userName, fetchEntries = serverEntries, fetchVipLabel = memberVipLabel }: CsSources): Promise<string | null> {
  const entry = customerServiceEntry(setting, setting.live ? null : await fetchEntries());
  if (!entry) {
    console.info('Customer service: no entry is set up (status or manifest), so contact-us does nothing.');
    return null;
  }
  const url = await entryUrl(entry.path);
  const vipLabel = userName && entry.csType.toUpperCase() === 'AICAN' ? await fetchVipLabel() : null;
  const link = customerServiceLink(url, { csType: entry.csType, userName, vipLabel });
  if (!link) console.warn('Customer service: the entry is not an https link, so it is not opened.');
  return link;
}
