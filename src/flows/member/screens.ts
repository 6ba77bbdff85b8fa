import { defineScreens } from '../../runtime/screen-catalogue';

/**
 * The member flow's screens (what each is: runtime/screen-catalogue.ts; the components: ./index.ts).
 * The feedback page sends a visitor home rather than to the login page, on every merchant.
 */
export const memberScreens = defineScreens([
  { id: 'memberHome', path: '/m/member/home', access: 'member', onStale: 'reload', title: 'screen.memberHome' },
  {
    id: 'feedback', path: '/m/feedback', access: 'member-else-home', accessFixed: true, onStale: 'go-home', title: 'screen.feedback',
    entries: [{ kind: 'member-centre', order: 60 }],
  },
]);
