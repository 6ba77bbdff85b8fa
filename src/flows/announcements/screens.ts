import { defineScreens } from '../../runtime/screen-catalogue';

/** The announcements flow's screens (what each is: runtime/screen-catalogue.ts; the components: ./index.ts). */
export const announcementsScreens = defineScreens([
  {
    id: 'announcements', path: '/m/announcements', access: 'public', optional: true, onStale: 'go-home', title: 'screen.announcements',
    entries: [{ kind: 'member-centre', order: 50 }],
  },
]);
