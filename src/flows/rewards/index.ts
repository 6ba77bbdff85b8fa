import { lazyScreen, type Flow } from '@/runtime/flow';

/**
 * The promotions' reward pages: daily sign-in, new-member tasks, loss rescue, deposit vouchers and
 * the mission ranking, lazy screens in one chunk. Each reads its own GET and (but the ranking)
 * claims through an idempotent claim (claim-state.ts).
 */
const pages = () => import('./reward-pages');

export const rewardsFlow = {
  screens: {
    activitySignIn: lazyScreen(() => pages().then((m) => ({ default: m.SignInScreen }))),
    activityNoviceTask: lazyScreen(() => pages().then((m) => ({ default: m.NoviceTaskScreen }))),
    activityRescue: lazyScreen(() => pages().then((m) => ({ default: m.RescueScreen }))),
    voucherCenter: lazyScreen(() => pages().then((m) => ({ default: m.VoucherScreen }))),
    leaderBoard: lazyScreen(() => pages().then((m) => ({ default: m.LeaderBoardScreen }))),
  },
} satisfies Flow;
