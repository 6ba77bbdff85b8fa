import { followChecked, type FollowOutcome } from '@/policy/follow-checked';
import { allowListFor, checkedUrl } from '@/policy/checked-navigation';
import { redirectLanguage } from '@/policy/login-redirect';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';

/**
 * Deposit and Withdraw open the merchant's cashier (`cashier.deposit` / `cashier.withdraw` of the
 * manifest) by the redirect rule: only to an origin of `redirectAllowList`, and only then with the
 * token, the language (CN for any Chinese, else the stored one upper-cased), the header colour,
 * b2c=1 and the page title appended. A URL off the list is refused: nothing opens, the page says why.
 *
 *   openCashier('deposit', manifest, { token: 't', language: 'vi' }, go)
 *   // go('https://pay.luckyvn.example/cashier/deposit?token=t&language=VI&headerColor=%23a50d25&b2c=1&title=LuckyVN')
 */
export type CashierKind = 'deposit' | 'withdraw';
type CashierManifest = Pick<MerchantManifest, 'redirectAllowList' | 'cashier' | 'theme' | 'displayName'>;

/** The kinds the merchant offers: configured and on the allow-list (a refused one is not shown). */
export function cashierKinds(manifest: CashierManifest): CashierKind[] {
  return (['deposit', 'withdraw'] as const).filter((kind) => {
    const raw = manifest.cashier?.[kind];
    return Boolean(raw && checkedUrl(raw, allowListFor(manifest, 'redirect')));
  });
}

export function openCashier(
  kind: CashierKind,
  manifest: CashierManifest,
  { token, language }: { token: string; language: string | null },
  go?: (url: string) => void,
): FollowOutcome {
  return followChecked(manifest.cashier?.[kind], 'redirect', manifest, {
    ...(go ? { go } : {}),
    adjust: (url) => {
      url.searchParams.set('token', token);
      url.searchParams.set('language', redirectLanguage(language));
      url.searchParams.set('headerColor', manifest.theme.headerColor);
      url.searchParams.set('b2c', '1');
      url.searchParams.set('title', manifest.displayName);
    },
  });
}
