import { followChecked, type FollowOutcome } from '@/policy/follow-checked';
import type { NavigationLists } from '@/policy/checked-navigation';

/**
 * 'Use' on a claimed voucher: to the merchant's cashier deposit page the voucher list names,
 * through the checked navigation (purpose 'redirect': only an origin of the manifest's
 * redirectAllowList), with the voucher and, once the origin has passed, the session token (the
 * cashier logs the player in with it, as the login redirect does). No page, or one the list
 * refuses: nothing happens and the caller explains that this site's deposits are not open here.
 *
 *   depositWithVoucher('https://pay.luckyvn.example/deposit', 'V-FIRST', manifest, 'tok')
 *   // → { followed: true, url: 'https://pay.luckyvn.example/deposit?voucherId=V-FIRST&token=tok' }
 */
export function depositWithVoucher(
  depositUrl: string | null,
  voucherId: string,
  lists: NavigationLists,
  token: string | null,
  go?: (url: string) => void,
): FollowOutcome {
  if (!depositUrl) return { followed: false, reason: 'refused' };
  return followChecked(depositUrl, 'redirect', lists, {
    go,
    adjust: (url) => {
      url.searchParams.set('voucherId', voucherId);
      if (token) url.searchParams.set('token', token);
    },
  });
}
