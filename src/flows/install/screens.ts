import { defineScreens } from '../../runtime/screen-catalogue';

/** The install flow's screens (what each is: runtime/screen-catalogue.ts; the components: ./index.ts). */
export const installScreens = defineScreens([
  {
    id: 'appDownload', path: '/m/appDownload', access: 'public', onStale: 'go-home', title: 'screen.appDownload',
    sameForMember: 'the app download page: the same links for everyone',
  },
]);
