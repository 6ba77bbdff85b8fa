import type { FeatureSet } from './steps/resolve-features';

/**
 * Screens a merchant has a route for but does not offer while a feature is off: the reward
 * centre needs REWCEN3 (`features.rewardCenter`), the chat page CBS3 (`features.chat`). No entry (bottom navigation, banner, promotion
 * target, member centre) may lead to a screen that is not offered; opening one by its address
 * shows why it is not there.
 *
 *   screenOffered('rewardCenter', { rewardCenter: { enabled: false } })  // → false
 *   screenOffered('activity', …)                                          // → true
 */
export type OfferFeatures = Pick<FeatureSet, 'rewardCenter' | 'chat'>;

export function screenOffered(screen: string, features: OfferFeatures): boolean {
  if (screen === 'rewardCenter') return features.rewardCenter.enabled;
  if (screen === 'chat') return features.chat.enabled;
  return true;
}
