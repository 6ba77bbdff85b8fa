import type { FeatureSet } from './steps/resolve-features';
import type { OfferFeature } from './screen-catalogue';
import { OFFERED_BY, SCREEN_TITLES } from './screen-rules.generated';

/**
 * What the running app knows of particular screens, read from the tables `npm run gen` derives from
 * the flows' declarations (each flow's screens.ts: `offeredBy`, `title`), so no list here
 * names a screen.
 *
 * A screen a merchant has a route for may be offered only while a feature is on (the reward centre
 * with `features.rewardCenter`, the chat page with `features.chat`). No entry (bottom navigation,
 * banner, promotion target, member centre) may lead to a screen that is not offered; opening one by
 * its address shows why it is not there.
 *
 *   screenOffered('rewardCenter', { …, rewardCenter: { enabled: false } })  // → false
 *   screenOffered('activity', features)                                      // → true
 */
export type OfferFeatures = { readonly [K in OfferFeature]?: Pick<FeatureSet[K], 'enabled'> };

/** A gated screen whose feature `features` leaves out counts as not offered. */
export function screenOffered(screen: string, features: OfferFeatures): boolean {
  const feature = OFFERED_BY[screen];
  return feature === undefined || features[feature]?.enabled === true;
}

/** The i18n key a screen declares as its name (the label of an entry that leads there); the table leaves out the `screen.<id>` ones. */
export function screenTitle(screen: string): string {
  return SCREEN_TITLES[screen] ?? `screen.${screen}`;
}
