import { defineScreens } from '../../runtime/screen-catalogue';

/** The games flow's screens (what each is: runtime/screen-catalogue.ts; the components: ./index.ts). */
export const gamesScreens = defineScreens([
  { id: 'home', path: '/m/home', aliases: ['/m/index', '/m/index.html'], access: 'public', onStale: 'reload', title: 'screen.home' },
  { id: 'game', path: '/m/game', access: 'public', onStale: 'reload', title: 'screen.game' },
  { id: 'launchGame', path: '/m/launchGame', access: 'member', onStale: 'go-home', title: 'screen.launchGame' },
  {
    id: 'trialGame', path: '/m/trialGame', access: 'public', optional: true, onStale: 'go-home', title: 'launch.trial_title',
    sameForMember: 'the trial game page: no account involved',
  },
  {
    id: 'chat', path: '/m/chat', access: 'public', optional: true, offeredBy: { feature: 'chat', flag: 'CBS3' }, onStale: 'go-home', title: 'screen.chat',
    entries: [{ kind: 'chat-button' }],
  },
]);
