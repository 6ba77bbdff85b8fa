import { lazyScreen, type Flow } from '@/runtime/flow';

/**
 * Promotions: the promotion list and one promotion with its go-to button (/m/activity), the
 * reward centre (REWCEN3), the VIP benefits and the referral page. Screens only, each lazy; the
 * four share the flow's text pack (src/locales/promotions/).
 */
export const promotionsFlow = {
  screens: {
    activity: lazyScreen(() => import('./activity-screen')),
    rewardCenter: lazyScreen(() => import('./reward-center-screen')),
    memberBenefits: lazyScreen(() => import('./benefits-screen')),
    inviteFriends: lazyScreen(() => import('./invite-screen')),
  },
} satisfies Flow;
