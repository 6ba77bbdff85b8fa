export type { CsEntry } from '@/runtime/live-settings';

/** True when `path` already is a URL (the manifest's entries) rather than the encrypted form. */
export const isPlainUrl = (path: string): boolean => /^https?:\/\//i.test(path);

/**
 * The link to open: a logged-in player's `userName` is added; an AICAN entry
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
