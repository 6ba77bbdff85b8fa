import { defineScreens } from '../../runtime/screen-catalogue';

/** The rewards flow's screens (what each is: runtime/screen-catalogue.ts; the components: ./index.ts). */
export const rewardsScreens = defineScreens([
  { id: 'activitySignIn', path: '/m/activity/signIn', access: 'member', onStale: 'go-home', title: 'screen.activitySignIn' },
  { id: 'activityNoviceTask', path: '/m/activity/noviceTask', access: 'member', onStale: 'go-home', title: 'screen.activityNoviceTask' },
  { id: 'activityRescue', path: '/m/activity/rescue', access: 'member', onStale: 'go-home', title: 'screen.activityRescue' },
  { id: 'voucherCenter', path: '/m/voucherCenter', access: 'member', onStale: 'go-home', title: 'screen.voucherCenter' },
  { id: 'leaderBoard', path: '/m/leaderBoard', access: 'member', onStale: 'go-home', title: 'screen.leaderBoard' },
]);
