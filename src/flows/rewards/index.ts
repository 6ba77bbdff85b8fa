import { lazyScreen, type Flow } from '@/runtime/flow';

/**
 * The promotions' reward pages: daily sign-in, new-member tasks, loss rescue, deposit vouchers and
 * the mission ranking. Each is a lazy screen on its own GET and (but the ranking) an idempotent
 * claim (claim-state.ts).
 */
export const rewardsFlow = {
  screens: {
    activitySignIn: lazyScreen(() => import('./sign-in-screen')),
    activityNoviceTask: lazyScreen(() => import('./novice-task-screen')),
    activityRescue: lazyScreen(() => import('./rescue-screen')),
    voucherCenter: lazyScreen(() => import('./voucher-screen')),
    leaderBoard: lazyScreen(() => import('./leader-board-screen')),
  },
} satisfies Flow;
