import { lazyScreen, type Flow } from '@/runtime/flow';

/**
 * Promotions: the promotion list and one promotion with its go-to button (/m/activity), the
 * reward centre (REWCEN3), the VIP benefits and the referral page. Screens only, each lazy; the
 * four share the flow's text pack (src/locales/promotions/).
 */
const pages = () => import('./promotion-pages');

export const promotionsFlow = {
  screens: {
    activity: lazyScreen(() => pages().then((m) => ({ default: m.ActivityScreen }))),
    rewardCenter: lazyScreen(() => pages().then((m) => ({ default: m.RewardCenterScreen }))),
    memberBenefits: lazyScreen(() => pages().then((m) => ({ default: m.BenefitsScreen }))),
    inviteFriends: lazyScreen(() => pages().then((m) => ({ default: m.InviteScreen }))),
  },
} satisfies Flow;
