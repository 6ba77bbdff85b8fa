import { checkedUrl } from '@/policy/checked-navigation';

export type { CsEntry } from '@/runtime/steps/live-settings';

/** True when `path` already is a URL (the manifest's entries) rather than the encrypted form. */
export const isPlainUrl = (path: string): boolean => /^https?:\/\//i.test(path);

/**
 * What a customer-service entry opens: its link, or why it opens nothing. `not_link`: not an
 * http(s) URL (a decryption that went wrong, `javascript:`); `origin`: a link to an origin the
 * manifest's `customerService.origins` does not list (the server's settings can change at any
 * time; the list is the operator's reviewed decision).
 */
export type CsOutcome = { url: string; refused?: undefined } | { url: null; refused: 'not_link' | 'origin' };

/**
 * The link to open: only http(s), only to an origin on `allowList` (the checked navigation's rule:
 * http on loopback hosts only). A logged-in player's `userName` is added; an AICAN entry (the AI
 * customer-service channel) also gets the VIP label as `category`.
 *
 *   customerServiceLink('https://cs.example/chat?lang=vi', { csType: 'AICAN', userName: 'demo', vipLabel: 'VIP 1' }, ['https://cs.example'])
 *     → { url: 'https://cs.example/chat?lang=vi&userName=demo&category=VIP+1' }
 *   customerServiceLink('https://elsewhere.example/chat', { … }, ['https://cs.example'])  → { url: null, refused: 'origin' }
 */
export function customerServiceLink(
  url: string,
  { csType, userName, vipLabel }: { csType: string; userName: string | null; vipLabel: string | null },
  allowList: readonly string[],
): CsOutcome {
  const raw = url.trim();
  if (!/^https?:\/\/[^/]/i.test(raw)) return { url: null, refused: 'not_link' };
  const link = checkedUrl(raw, allowList);
  if (!link) return { url: null, refused: URL.canParse(raw) ? 'origin' : 'not_link' };
  if (userName) link.searchParams.set('userName', userName);
  if (vipLabel && csType.toUpperCase() === 'AICAN') link.searchParams.set('category', vipLabel);
  return { url: link.href };
}
