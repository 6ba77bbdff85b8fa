import { defineScreens } from '../../runtime/screen-catalogue';

/**
 * The promotions flow's screens (what each is: runtime/screen-catalogue.ts; the components:
 * ./index.ts). The referral page is public on every merchant: invited friends open it.
 */
export const promotionsScreens = defineScreens([
  { id: 'activity', path: '/m/activity', access: 'public', onStale: 'go-home', title: 'screen.activity', entries: [{ kind: 'member-centre', order: 10 }] },
  {
    id: 'rewardCenter', path: '/m/rewardCenter', access: 'member', offeredBy: { feature: 'rewardCenter', flag: 'REWCEN3' }, onStale: 'go-home', title: 'screen.rewardCenter',
    entries: [{ kind: 'member-centre', order: 20 }],
  },
  { id: 'memberBenefits', path: '/m/member/benefits', access: 'member', onStale: 'go-home', title: 'screen.memberBenefits', entries: [{ kind: 'member-centre', order: 30 }] },
  {
    id: 'inviteFriends', path: '/m/inviteFriends', access: 'public', accessFixed: true, onStale: 'go-home', title: 'screen.inviteFriends',
    entries: [{ kind: 'member-centre', order: 40 }],
  },
]);
