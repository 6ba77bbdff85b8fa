import type { PromotionsValue } from '@/lib/wire';
import type { Targets } from '@/runtime/steps/targets';

/**
 * The reward centre's entries, from MCSFE_getMerchantAvailablePromotions: the app-download bonus
 * and the referral programme, each when enabled, with its count, leading to its page: the route
 * the manifest maps the type to, else (the app download's "download-handler") the promotions page
 * on that promotion. An entry with nowhere to go is not shown.
 *
 *   rewardEntries({ list: [{ id: 501, promotionType: 'APP_DOWNLOAD', … }], availablePromotions: { APP_DOWNLOAD: { enabled: true, count: 1 } } }, targets)
 *   // → [{ type: 'APP_DOWNLOAD', count: 1, href: '/m/activity?id=501' }]
 */
export const REWARD_TYPES = ['APP_DOWNLOAD', 'REFERRAL'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

export interface RewardEntry {
  type: RewardType;
  count: number;
  href: string;
}

export function rewardEntries(value: Partial<PromotionsValue> | null | undefined, targets: Pick<Targets, 'promotion' | 'activity'>): RewardEntry[] {
  const entries: RewardEntry[] = [];
  for (const type of REWARD_TYPES) {
    const offer = value?.availablePromotions?.[type];
    if (offer?.enabled !== true) continue;
    const target = targets.promotion(type);
    const id = value?.list?.find((p) => p.promotionType === type)?.id;
    const href = target && target !== 'download-handler' ? target : targets.activity(id == null ? null : String(id));
    if (href) entries.push({ type, count: Math.max(0, Math.floor(Number(offer.count) || 0)), href });
  }
  return entries;
}
