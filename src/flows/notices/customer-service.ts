import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';

/** A customer-service entry (spec section 3): `path` is the URL, encrypted when the server sends it. */
export interface CsEntry {
  csType: string;
  csPosition: string;
  title: string;
  path: string;
}

/** Narrows untrusted JSON (the status call's or /wps/system/customerService's `customerService`). */
export function readCsEntries(raw: unknown): CsEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const e = (item ?? {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return text(e.path) ? [{ csType: text(e.csType), csPosition: text(e.csPosition), title: text(e.title), path: text(e.path) }] : [];
  });
}

/**
 * Which entry contact-us opens (docs/decisions.md, "Customer service"): the server's entries win
 * when it sends any (as for every live setting, docs/configuration.md), else the manifest's, else
 * the manifest's `defaultUrl`; the first of the winning list. Null: nothing is set up, and
 * contact-us does nothing (spec section 8).
 */
export function pickCsEntry(live: readonly CsEntry[], manifest: MerchantManifest['customerService'] | undefined): CsEntry | null {
  const first = live[0] ?? manifest?.entries[0];
  if (first) return first;
  return manifest?.defaultUrl ? { csType: 'LIVECHAT', csPosition: 'DEFAULT', title: '', path: manifest.defaultUrl } : null;
}

/** True when `path` already is a URL (the manifest's entries) rather than the encrypted form. */
export const isPlainUrl = (path: string): boolean => /^https?:\/\//i.test(path);

/**
 * The link to open (spec section 6): a logged-in player's `userName` is added; an AICAN entry
 * (the AI customer-service channel) also gets the VIP label as `category`. Only https links are
 * opened: anything else (a decryption that went wrong, `javascript:`) gives null.
 *
 *   customerServiceLink('https://cs.example/chat?lang=vi', { csType: 'AICAN', userName: 'demo', vipLabel: 'VIP 1' })
 *     → 'https://cs.example/chat?lang=vi&userName=demo&category=VIP+1'
 */
export function customerServiceLink(url: string, { csType, userName, vipLabel }: { csType: string; userName: string | null; vipLabel: string | null }): string | null {
  let link: URL;
  try {
    link = new URL(url.trim());
  } catch {
    return null;
  }
  if (link.protocol !== 'https:') return null;
  if (userName) link.searchParams.set('userName', userName);
  if (vipLabel && csType.toUpperCase() === 'AICAN') link.searchParams.set('category', vipLabel);
  return link.href;
}
